import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation.ts';

const TEXTS = {
  ar: { common: { hello: 'مرحبا' }, listings: { title: 'عقارات' } },
  en: { common: { hello: 'Hello' }, listings: { title: 'Properties' } },
};

/** An i18next whose namespaces arrive only when `arrive()` is called, as the browser's load them. */
async function makeI18n() {
  const waiting: (() => void)[] = [];
  const instance = createInstance();
  await instance
    .use({
      type: 'backend',
      init() {},
      read(language: 'ar' | 'en', namespace: 'common' | 'listings', callback: (error: null, texts: object) => void) {
        waiting.push(() => callback(null, TEXTS[language][namespace]));
      },
    })
    .init({
      resources: { ar: { common: TEXTS.ar.common } },
      partialBundledLanguages: true,
      ns: ['common'],
      lng: 'ar',
      fallbackLng: false,
      defaultNS: 'common',
    });
  const arrive = () =>
    act(() => {
      for (const done of waiting.splice(0)) done();
    });
  return { instance, arrive };
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
    const { instance, arrive } = await makeI18n();
    render(
      <I18nextProvider i18n={instance}>
        <Suspense fallback={<p>loading</p>}>
          <Texts renders={[]} />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByText('عقارات / مرحبا')).toBeInTheDocument();
  });

  it('renders the same component again in the new language when the language changes', async () => {
    const { instance, arrive } = await makeI18n();
    const renders: string[] = [];
    render(
      <I18nextProvider i18n={instance}>
        <Suspense fallback={<p>loading</p>}>
          <Texts renders={renders} />
        </Suspense>
      </I18nextProvider>,
    );
    await arrive();
    await screen.findByText('عقارات / مرحبا');
    const changing = instance.changeLanguage('en');
    await arrive();
    await act(() => changing);
    expect(await screen.findByText('Properties / Hello')).toBeInTheDocument();
    expect(renders.at(-1)).toBe('Properties');
  });
});
