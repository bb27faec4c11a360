import { act, type ReactNode, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_BUTTON, markPageLive } from '#web/lib/early-taps.ts';
import { lazyPart } from '#web/lib/lazy-part.tsx';
import { EARLY_TAPS_SCRIPT } from './early-taps.server.ts';

function Page({ onReport, part }: { onReport: () => void; part: ReactNode }) {
  const [view, setView] = useState('list');
  return (
    <div>
      <button type="button" onClick={onReport}>
        Report
      </button>
      {['list', 'map'].map((option) => (
        <label key={option}>
          <input type="radio" name="view" checked={view === option} onChange={() => setView(option)} />
          {option}
        </label>
      ))}
      {part}
    </div>
  );
}

function Heart({ onTap }: { onTap: () => void }) {
  return (
    <button {...LAZY_PART_BUTTON} type="button" onClick={onTap}>
      Heart
    </button>
  );
}

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('taps before the page is live', () => {
  const consoleError = vi.spyOn(console, 'error');
  afterAll(() => consoleError.mockRestore());

  it('are held until their control is live, then go through once; hydration sees the server HTML as it was', async () => {
    let arrive = (_component: typeof Heart) => {};
    const LazyHeart = lazyPart(() => new Promise<typeof Heart>((resolve) => (arrive = resolve)));
    const reports: string[] = [];
    const hearts: string[] = [];

    const container = document.createElement('div');
    // The server has the part's code: its HTML comes whole, in the boundary lazyPart makes.
    container.innerHTML = renderToString(
      <Page
        onReport={() => {}}
        part={
          <Suspense fallback={null}>
            <Heart onTap={() => {}} />
          </Suspense>
        }
      />,
    );
    document.body.append(container);
    // As in the page's head (entry.server.tsx): before any code of the app.
    new Function(EARLY_TAPS_SCRIPT)();
    const [report, heart] = container.querySelectorAll('button');
    const map = container.querySelectorAll('input')[1]!;

    // Tapped on the server's page: nothing can answer yet, and a second tap adds nothing.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    report!.dispatchEvent(early);
    heart!.click();
    heart!.click();
    expect(early.defaultPrevented).toBe(true);
    // A radio chosen early stays as the server drew it until the page can hear it.
    map.closest('label')!.click();
    expect(map.checked).toBe(false);

    await act(async () => {
      hydrateRoot(
        container,
        <Page onReport={() => reports.push('report')} part={<LazyHeart onTap={() => hearts.push('heart')} />} />,
      );
    });
    await nextTask();
    // React holds the page, but the layout has not said so yet: still held.
    expect(reports).toEqual([]);

    markPageLive();
    await nextTask();
    expect(reports).toEqual(['report']);
    expect(map.checked).toBe(true);
    // The heart's part waits for its chunk: its tap is still held.
    expect(hearts).toEqual([]);

    // Live buttons answer directly.
    await act(async () => report!.click());
    expect(reports).toEqual(['report', 'report']);

    await act(async () => arrive(Heart));
    await nextTask();
    expect(hearts).toEqual(['heart']);
    // The same button React hydrated (the server's node), now answering by itself.
    expect(container.querySelectorAll('button')[1]).toBe(heart);
    await act(async () => heart!.click());
    expect(hearts).toEqual(['heart', 'heart']);

    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});
