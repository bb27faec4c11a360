import { screen } from '@testing-library/react';
import { currentLanguage } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes, setTestLanguage } from '#web/test-utils/render-app.tsx';
import LanguageRoute, { clientLoader } from './language.tsx';

function Brand() {
  return <p>{useTranslation().t('common:tagline')}</p>;
}

const routes = [
  {
    path: '/:lang?',
    Component: LanguageRoute,
    loader: clientLoader,
    ErrorBoundary: () => <p>not found</p>,
    children: [{ index: true, Component: Brand }],
  },
];

beforeAll(() => setTestLanguage('ar'));

describe('the language in the URL', () => {
  it.each([
    ['/en', 'en', 'ltr', 'Homes and land across Iraq'],
    ['/ku', 'ckb', 'rtl', 'خانوو و زەوی لە سەرانسەری عێراق'],
    ['/', 'ar', 'rtl', 'منازل وأراضٍ في جميع أنحاء العراق'],
  ])('%s shows the page in its language, sets <html lang=%s dir=%s> and remembers it', async (path, tag, dir, text) => {
    renderRoutes(routes, path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', tag);
    expect(document.documentElement).toHaveAttribute('dir', dir);
    expect(document.cookie).toContain(`lang=${currentLanguage()}`);
  });

  it('is not a page under any other prefix', async () => {
    renderRoutes(routes, '/fr');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});
