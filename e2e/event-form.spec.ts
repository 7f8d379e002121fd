import type { Page } from '@playwright/test';
import { createOrganizer } from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test } from './fixtures';

// The event form helps its user (issue 11), on a phone and on a desktop: a new row is quiet until
// it is touched, the error line keeps its space so one click on "+ Add a category" adds the row,
// leaving with unsaved changes asks first (a link, the nav bar's included, in the site's dialog;
// a reload or a closed tab in the browser's), and a failed save moves the focus to the summary.

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

async function openNewEventForm(page: Page) {
  await page.goto('/create_event');
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  // The save button waits for React (useHydrated): once it is enabled, the form is live.
  await expect(page.getByRole('button', { name: 'Create event' })).toBeEnabled();
}

for (const viewport of VIEWPORTS) {
  test.describe(`the event form (${viewport.width} px)`, () => {
    test.beforeEach(async ({ page, context, baseURL, db }) => {
      await page.setViewportSize(viewport);
      await signIn(context, baseURL!, await createOrganizer(db));
    });

    test('a new row shows no error until it is left, even after a failed save', async ({ page }) => {
      await openNewEventForm(page);
      await page.getByRole('button', { name: '+ Add a category' }).click();
      await page.getByRole('button', { name: '+ Add a promo code' }).click();
      await page.getByRole('button', { name: '+ Add a sponsor' }).click();
      await expect(page.getByLabel('Category 2 name')).toBeVisible();
      await expect(page.getByLabel('Code (promo code 1)')).toBeVisible();
      await expect(page.getByLabel('Name (sponsor 1)')).toBeVisible();
      await expect(page.locator('form p[id$="-error"]')).toHaveCount(0);
      await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0);

      // Left empty: now it says so.
      await page.getByLabel('Category 2 name').click();
      await page.keyboard.press('Tab');
      await expect(page.locator('#field-eventCategories-1-name-error')).toHaveText('required');
      await expect(page.locator('#field-promoCodes-0-code-error')).toHaveCount(0);

      // After a failed save every row says what is wrong, but a row added then is quiet again.
      await page.getByRole('button', { name: 'Create event' }).click();
      await expect(page.locator('#field-promoCodes-0-code-error')).toHaveText('required');
      await page.getByRole('button', { name: '+ Add a promo code' }).click();
      await expect(page.getByLabel('Code (promo code 2)')).toBeVisible();
      await expect(page.locator('#field-promoCodes-1-code-error')).toHaveCount(0);
      await page.getByLabel('Code (promo code 2)').pressSequentially('early bird');
      await page.keyboard.press('Tab');
      await expect(page.locator('#field-promoCodes-1-code-error')).toHaveText(
        'Use only letters, digits, - and _ (no spaces)',
      );
    });

    test('one click on "+ Add a category" adds the row right after leaving an invalid field', async ({ page }) => {
      await openNewEventForm(page);
      const add = page.getByRole('button', { name: '+ Add a category' });
      // The price is left empty: leaving it shows 'required'. The click that leaves it must still land.
      await page.getByLabel('Category 1 price').click();
      await add.click();
      await expect(page.locator('#field-eventCategories-0-price-error')).toHaveText('required');
      await expect(page.getByLabel('Category 2 name')).toBeVisible();
      await expect(page.getByLabel('Category 3 name')).toHaveCount(0);
      // The message takes the line kept for it: leaving the next invalid field moves nothing.
      const pageY = () => add.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
      await page.getByLabel('Category 2 price').click();
      const before = await pageY();
      await page.getByLabel('Category 2 price').blur();
      await expect(page.locator('#field-eventCategories-1-price-error')).toHaveText('required');
      expect(await pageY()).toBe(before);
    });

    test('leaving with unsaved changes asks first; nothing changed, nothing asked', async ({ page }) => {
      await openNewEventForm(page);
      const nav = page.getByRole('navigation', { name: 'Main' });

      // Nothing typed yet: the navigation bar just goes.
      await nav.getByRole('link', { name: 'Events', exact: true }).click();
      await expect(page).toHaveURL(/\/event_list$/);

      await openNewEventForm(page);
      await page.getByLabel('Title', { exact: true }).fill('Harbor Swim');
      await nav.getByRole('link', { name: 'Events', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'You have unsaved changes. Leave this page and lose them?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/create_event$/);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Harbor Swim');

      await nav.getByRole('link', { name: 'Events', exact: true }).click();
      await dialog.getByRole('button', { name: 'Leave without saving' }).click();
      await expect(page).toHaveURL(/\/event_list$/);
    });

    test('reloading or closing with unsaved changes gets the browser’s question', async ({ page }) => {
      await openNewEventForm(page);
      await page.getByLabel('Title', { exact: true }).fill('Harbor Swim');
      const asked = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const dialog = await asked;
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Harbor Swim');
      await page.close();
    });

    test('a failed save lists the fields to fix at the top and moves the focus there', async ({ page }) => {
      await openNewEventForm(page);
      await page.getByRole('button', { name: 'Create event' }).click();
      const summary = page.locator('#error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading')).toHaveText(/^There are \d+ things to fix before saving$/);
      await expect(summary.getByRole('link', { name: 'Title', exact: true })).toBeVisible();
      await expect(summary.getByRole('link', { name: 'Category 1 name', exact: true })).toBeVisible();
      // Each link leads to its field.
      await summary.getByRole('link', { name: 'Title', exact: true }).click();
      await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
      // A fixed field leaves the list.
      await page.getByLabel('Title', { exact: true }).fill('Harbor Swim');
      await expect(summary.getByRole('link', { name: 'Title', exact: true })).toHaveCount(0);
      // The save bar stays in view with the button and the sections.
      await expect(page.getByRole('button', { name: 'Create event' })).toBeInViewport();
      await expect(page.getByRole('navigation', { name: 'Form sections' })).toBeAttached();
    });
  });
}
