import type { Page } from '@playwright/test';
import { expect, shoot, test } from './fixtures.ts';
import { registerUser, t } from './support.ts';

/** A seeker in their own browser reports the listing from its page. */
async function reportFromPage(page: Page, listingId: number, reason: string) {
  await registerUser(page.request, 'renter');
  await page.goto(`/apartments/${listingId}`);
  await page.getByRole('button', { name: t('en', 'listings:report.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('en', 'listings:report.title') });
  await dialog.getByLabel(t('en', `listings:report.reasons.${reason}`)).check();
  await dialog.getByLabel(t('en', 'listings:report.note')).fill('The same photos are on another site.');
  return dialog;
}

test('reports from three accounts take a listing out of search; an admin restores it and verifies the owner', async ({
  page,
  owner,
  openBrowser,
}) => {
  // Four people in four browsers, eight screenshots: more than the default half minute on two busy cores.
  test.setTimeout(90_000);
  const listing = await owner.createListing();
  const word = listing.title_en.split(' ').at(-1) as string;

  // Three seekers, each in their own browser, report it.
  for (const [index, reason] of (['fake', 'wrong_price', 'unavailable'] as const).entries()) {
    const seeker = await openBrowser('en');
    const dialog = await reportFromPage(seeker, listing.id, reason);
    if (index === 0) {
      await seeker.setViewportSize({ width: 390, height: 844 });
      await shoot(seeker, 'moderation-report-dialog-en');
    }
    await dialog.getByRole('button', { name: t('en', 'listings:report.send') }).click();
    await expect(seeker.getByText(t('en', 'listings:report.sentText'), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    if (index < 2) {
      // Two accounts do not hide it.
      const visitor = await openBrowser('en');
      await visitor.goto(`/?q=${word}`);
      await expect(visitor.getByRole('heading', { name: listing.title_en })).toBeVisible();
    }
  }

  // The third report held it back: gone from search and from its page for visitors.
  const visitor = await openBrowser('en');
  await visitor.goto(`/?q=${word}`);
  await expect(visitor.getByText(t('en', 'listings:states.empty'))).toBeVisible();
  await visitor.goto(`/apartments/${listing.id}`);
  await expect(visitor.getByRole('heading', { name: t('en', 'listings:detail.withdrawn') })).toBeVisible();

  // The admin finds it in the queue with its reports counted, and restores it.
  await page.goto('/en/login?next=%2Fadmin%2Freports');
  await page.getByLabel(t('en', 'account:fields.email')).fill(process.env.E2E_ADMIN_EMAIL as string);
  await page.getByLabel(t('en', 'account:fields.password')).fill(process.env.E2E_ADMIN_PASSWORD as string);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('en', 'account:login.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/admin\/reports$/);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.title_en }) });
  await expect(item).toContainText(t('en', 'admin:reports.open_other', { count: 3 }));
  await expect(item).toContainText(t('en', 'admin:reports.state.held'));
  await expect(item).toContainText(`${t('en', 'listings:report.reasons.fake')}: 1`);
  await shoot(page, 'moderation-reports-en');
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: t('ar', 'admin:reports.title'), level: 1 })).toBeVisible();
  await shoot(page, 'moderation-reports-ar');
  await page.goto('/en/admin/reports');
  await item.getByRole('button', { name: t('en', 'admin:reports.restore') }).click();
  await expect(page.getByText(t('en', 'admin:reports.restored'), { exact: true })).toBeVisible();
  await expect(item).toBeHidden();

  // The admin verifies the owner.
  await page.getByRole('link', { name: t('en', 'admin:nav.users') }).click();
  await page.getByRole('searchbox').fill(owner.user.email);
  await page.getByRole('button', { name: t('en', 'admin:users.searchButton') }).click();
  const name = `${owner.user.firstName} ${owner.user.lastName}`;
  const verified = page.getByRole('checkbox', { name: `${t('en', 'admin:users.verified')}: ${name}` });
  await expect(page.getByRole('row')).toHaveCount(2);
  await verified.click();
  await page.getByRole('button', { name: t('en', 'admin:users.confirm') }).click();
  await expect(page.getByText(t('en', 'admin:users.saved'), { exact: true })).toBeVisible();
  await expect(verified).toBeChecked();
  await shoot(page, 'moderation-users-en');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: t('ar', 'admin:users.title'), level: 1 })).toBeVisible();
  // Other journeys register owners of the same name: the row is the one with this owner's address.
  const ownerRow = page.getByRole('row').filter({ hasText: owner.user.email });
  await expect(ownerRow.getByRole('checkbox', { name: `${t('ar', 'admin:users.verified')}: ${name}` })).toBeChecked();
  await shoot(page, 'moderation-users-ar');

  // The report dialog in Arabic (not sent).
  const arabicReader = await openBrowser('ar');
  await registerUser(arabicReader.request, 'renter');
  await arabicReader.setViewportSize({ width: 390, height: 844 });
  await arabicReader.goto(`/apartments/${listing.id}`);
  await arabicReader.getByRole('button', { name: t('ar', 'listings:report.open') }).click();
  await arabicReader.getByLabel(t('ar', 'listings:report.reasons.wrong_location')).check();
  await shoot(arabicReader, 'moderation-report-dialog-ar');

  // Back in search, with the badge on its card and its page.
  await visitor.goto(`/?q=${word}`);
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: listing.title_en }) });
  await expect(card.getByText(t('en', 'listings:verified.badge'))).toBeVisible();
  await visitor.goto(`/apartments/${listing.id}`);
  await expect(visitor.getByText(t('en', 'listings:verified.badge'))).toBeVisible();
  await expect(visitor.getByText(t('en', 'listings:verified.explain'))).toBeVisible();
  await shoot(visitor, 'moderation-verified-listing-en');
});

test('an owner is sent away from the admins’ pages', async ({ page }) => {
  await registerUser(page.request, 'owner');
  await page.goto('/admin/users');
  await expect(page).not.toHaveURL(/\/admin\/users/);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: t('ar', 'admin:nav.reports') })).toHaveCount(0);
});
