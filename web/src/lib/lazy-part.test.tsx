import { act, type ReactNode, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Contact({ name }: { name: string }) {
  return <p>Call {name}</p>;
}

describe('lazyPart', () => {
  it("keeps the server's HTML of a part whose code has not come while the page around it renders again", async () => {
    let arrive = (_component: typeof Contact) => {};
    const Part = lazyPart(() => new Promise<typeof Contact>((resolve) => (arrive = resolve)));
    let scroll = () => {};
    function Page({ part }: { part: (name: string) => ReactNode }) {
      const [offset, setOffset] = useState(0);
      scroll = () => setOffset((o) => o + 1);
      return (
        <main data-offset={offset}>
          <h1>Listing</h1>
          {part('Ali')}
        </main>
      );
    }

    const container = document.createElement('div');
    // The server has the part's code: its HTML comes whole, in the boundary lazyPart makes.
    container.innerHTML = renderToString(
      <Page
        part={(name) => (
          <Suspense fallback={null}>
            <Contact name={name} />
          </Suspense>
        )}
      />,
    );
    document.body.append(container);
    const serverParagraph = container.querySelector('p');

    await act(async () => {
      hydrateRoot(container, <Page part={(name) => <Part name={name} />} />);
    });
    // The page renders again (a scroll brought something near) before the part's code came.
    await act(async () => scroll());
    expect(container.querySelector('main')?.dataset.offset).toBe('1');
    expect(container.querySelector('p')?.textContent).toBe('Call Ali');

    await act(async () => arrive(Contact));
    // Taken over, not drawn again: the server's node is the one on the screen.
    expect(container.querySelector('p')).toBe(serverParagraph);
    container.remove();
  });
});
