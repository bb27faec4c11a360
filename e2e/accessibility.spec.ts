import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, useLanguage } from './fixtures.ts';
import { loginAdmin } from './support.ts';

const PAGES = ['/', '/sales', '/apartments/:id', '/login', '/admin/apartments'] as const;

for (const language of ['ar', 'en'] as const) {
  for (const path of PAGES) {
    test(`journey 11 (${language}): ${path} has no serious or critical axe violations`, async ({ page, owner }) => {
      // axe reads the management table's first page of rows: slow on a loaded machine.
      if (path === '/admin/apartments') test.slow();
      await useLanguage(page, language);
      let url: string = path;
      if (path === '/apartments/:id') url = `/apartments/${(await owner.createListing()).id}`;
      if (path === '/admin/apartments') await loginAdmin(page.request);
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      if (path === '/apartments/:id') {
        // The map (and its controls) loads when its section comes near the screen: check it too.
        await page.locator('section[aria-labelledby="map-heading"]').scrollIntoViewIfNeeded();
        await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
      }
      const results = await new AxeBuilder({ page }).analyze();
      const grave = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes
            .slice(0, 5)
            .map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)} ${node.failureSummary}`),
        }));
      expect(grave).toEqual([]);
    });
  }
}
