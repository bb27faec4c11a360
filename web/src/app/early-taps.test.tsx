import { act, type ReactNode, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_ELEMENT, markPageLive } from '#web/lib/early-taps.ts';
import { lazyPart } from '#web/lib/lazy-part.tsx';
import { EARLY_TAPS_SCRIPT } from './early-taps.server.ts';

interface PageProps {
  onReport: () => void;
  onSend: (name: string) => void;
  part: ReactNode;
}

function Page({ onReport, onSend, part }: PageProps) {
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(String(new FormData(event.currentTarget).get('name')));
        }}
      >
        <input name="name" aria-label="Name" />
        <button type="submit">Send</button>
      </form>
      {part}
    </div>
  );
}

function Heart({ onTap }: { onTap: () => void }) {
  return (
    <button {...LAZY_PART_ELEMENT} type="button" onClick={onTap}>
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

  it('are held until their element is live, then go through once; hydration sees the server HTML as it was', async () => {
    let arrive = (_component: typeof Heart) => {};
    const LazyHeart = lazyPart(() => new Promise<typeof Heart>((resolve) => (arrive = resolve)));
    const reports: string[] = [];
    const hearts: string[] = [];
    const sends: string[] = [];

    const container = document.createElement('div');
    // The server has the part's code: its HTML comes whole, in the boundary lazyPart makes.
    container.innerHTML = renderToString(
      <Page
        onReport={() => {}}
        onSend={() => {}}
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
    const report = container.querySelector('button');
    const heart = container.querySelector<HTMLButtonElement>('[data-lazy-part]');
    const map = container.querySelectorAll('input')[1]!;
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    const send = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

    // Tapped on the server's page: nothing can answer yet, and a second tap adds nothing.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    report!.dispatchEvent(early);
    heart!.click();
    heart!.click();
    expect(early.defaultPrevented).toBe(true);
    // A radio chosen early stays as the server drew it until the page can hear it.
    map.closest('label')!.click();
    expect(map.checked).toBe(false);
    // A form sent early is not sent by the browser (its fields would go into the address).
    name.value = 'Ali';
    send.click();

    await act(async () => {
      hydrateRoot(
        container,
        <Page
          onReport={() => reports.push('report')}
          onSend={(sent) => sends.push(sent)}
          part={<LazyHeart onTap={() => hearts.push('heart')} />}
        />,
      );
    });
    await nextTask();
    // React holds the page, but the layout has not said so yet: still held.
    expect(reports).toEqual([]);
    expect(sends).toEqual([]);

    markPageLive();
    await nextTask();
    expect(reports).toEqual(['report']);
    expect(map.checked).toBe(true);
    expect(sends).toEqual(['Ali']);
    // The heart's part waits for its chunk: its tap is still held.
    expect(hearts).toEqual([]);

    // Live buttons answer directly.
    await act(async () => report!.click());
    expect(reports).toEqual(['report', 'report']);

    await act(async () => arrive(Heart));
    await nextTask();
    expect(hearts).toEqual(['heart']);
    // The same button React hydrated (the server's node), now answering by itself.
    expect(container.querySelector('[data-lazy-part]')).toBe(heart);
    await act(async () => heart!.click());
    expect(hearts).toEqual(['heart', 'heart']);

    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});
