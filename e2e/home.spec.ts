import { createEvent, createOrganizer } from '../prisma/seed/factories';
import { expect, test } from './fixtures';

// The three latest visible events, with figures computed here from the database
// independently of the app's code: target in thousands with 'k', percent with one decimal.
async function latestEvents(db: import('../prisma/client').Db) {
  const rows = await db.$queryRaw<Array<{ id: string; title: string; target: number; raised: number }>>`
    SELECT e.id, e.title, e."targetFundCents" AS target,
           COALESCE((SELECT SUM(d."baseAmountCents") FROM "Donation" d
                      WHERE d."eventId" = e.id AND d.status = 'succeeded'), 0)::int AS raised
      FROM "Event" e
     WHERE e."eventType" = 'eventDriven' AND NOT e."isHidden"
     ORDER BY e."createdAt" DESC
     LIMIT 3`;
  const thousands = (cents: number) => cents / 100 / 1000;
  return rows.map((row) => ({
    ...row,
    // Whole thousands from $1,000 up, tenths below ($500 → 0.5k).
    targetText: `${thousands(row.target) >= 1 ? Math.round(thousands(row.target)) : Math.round(thousands(row.target) * 10) / 10}k`,
    percentText: `${((row.raised / row.target) * 100).toFixed(1)}%`,
  }));
}

test('home page shows the three latest visible events with their figures', async ({ page, db, request }) => {
  // The newest event of all is hidden: it must not take a place among the three.
  const organizer = await createOrganizer(db);
  const hidden = await createEvent(db, { creatorId: organizer.id, title: 'Secret Draft Gala', isHidden: true });
  expect((await request.post(`/api/event/revalidate/${hidden.id}`)).ok()).toBe(true);
  const expected = await latestEvents(db);
  expect(expected).toHaveLength(3);

  await page.goto('/');
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(3);
  for (const [index, event] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(event.title);
    await expect(card.getByTestId('event-target')).toContainText(event.targetText);
    await expect(card.getByTestId('event-percent')).toContainText(event.percentText);
    await expect(card.getByRole('link', { name: /view/i })).toHaveAttribute('href', `/event/${event.id}`);
  }
  // Hidden events never show.
  await expect(page.getByText('Secret Draft Gala')).toHaveCount(0);
  await expect(page.getByText('Midnight Cycle for Shelter')).toHaveCount(0);
});

test('home page has the navigation bar and footer, and fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Fundraisers' })).toHaveAttribute('href', '/fundraiser_list');
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/event_list');
  await expect(nav.getByRole('link', { name: /login/i })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy_policy');
  await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a route change scrolls to the top, a query change as well', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const scrollY = () => page.evaluate(() => window.scrollY);
  const scrollDown = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scrollY).toBeGreaterThan(300);
  };

  await scrollDown();
  // A query-only change, as a list's next page or another fundraiser makes: pushState is part of
  // the Next.js router, so the hooks of the page see it like a link's navigation.
  await page.evaluate(() => window.history.pushState(null, '', '/?page=2'));
  await expect.poll(scrollY).toBe(0);

  await scrollDown();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy_policy$/);
  await expect.poll(scrollY).toBe(0);
});

test('privacy policy page', async ({ page }) => {
  await page.goto('/privacy_policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
});

test('unknown page answers 404 with a friendly page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});
