import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { type Catalogue, Translator } from './translator.ts';
import { TranslatorContext, useTranslation } from './use-translation.ts';

const TEXTS = {
  ar: { common: { hello: 'مرحبا' }, listings: { title: 'عقارات' } },
  en: { common: { hello: 'Hello' }, listings: { title: 'Properties' } },
};

/** A translator whose namespaces arrive only when `arrive()` is called, as the browser's load them. */
function makeTranslator() {
  const waiting: (() => void)[] = [];
  const translator = new Translator('ar', { common: TEXTS.ar.common }, (language, namespace) => {
    const texts = TEXTS[language as 'ar' | 'en'][namespace as 'common' | 'listings'] as Catalogue;
    return new Promise((resolve) => waiting.push(() => resolve(texts)));
  });
  const arrive = () =>
    act(() => {
      for (const done of waiting.splice(0)) done();
    });
  return { translator, arrive };
}

/** Shows the error a child threw, as the page's error screen does. */
class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Texts({ renders }: { renders: string[] }) {
  const { t } = useTranslation(['listings', 'common']);
  renders.push(t('title'));
  return (
    <p>
      {t('title')} / {t('common:hello')}
    </p>
  );
}

describe('useTranslation', () => {
  it('waits for a namespace that is not loaded yet, then reads its texts from the first namespace named', async () => {
    const { translator, arrive } = makeTranslator();
    render(
      <TranslatorContext value={translator}>
        <Suspense fallback={<p>loading</p>}>
          <Texts renders={[]} />
        </Suspense>
      </TranslatorContext>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByText('عقارات / مرحبا')).toBeInTheDocument();
  });

  it('renders the same component again in the new language when the language changes', async () => {
    const { translator, arrive } = makeTranslator();
    const renders: string[] = [];
    render(
      <TranslatorContext value={translator}>
        <Suspense fallback={<p>loading</p>}>
          <Texts renders={renders} />
        </Suspense>
      </TranslatorContext>,
    );
    await arrive();
    await screen.findByText('عقارات / مرحبا');
    const changing = translator.changeLanguage('en');
    await arrive();
    await act(() => changing);
    expect(await screen.findByText('Properties / Hello')).toBeInTheDocument();
    expect(renders.at(-1)).toBe('Properties');
  });

  it('shows the error screen when a namespace cannot be loaded, instead of waiting for ever', async () => {
    const translator = new Translator('ar', { common: TEXTS.ar.common }, () => Promise.reject(new Error('offline')));
    render(
      <TranslatorContext value={translator}>
        <Caught>
          <Suspense fallback={<p>loading</p>}>
            <Texts renders={[]} />
          </Suspense>
        </Caught>
      </TranslatorContext>,
    );
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();
  });
});
