import {
  createDonation,
  createIndieCampaign,
  createOrganizer,
  createEvent,
  createTeamCampaign,
} from '../prisma/factories';
import { expect, test } from './fixtures';

test('a team campaign embed is a bare card with its figures', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, isHidden: true });
  const team = await createTeamCampaign(db, {
    eventId: event.id,
    creatorId: organizer.id,
    title: 'Embed Team',
    targetFundCents: 200_000,
  });
  await createDonation(db, { eventId: event.id, teamCampaignId: team.id, baseAmountCents: 123_456 });
  await createDonation(db, { eventId: event.id, teamCampaignId: team.id, baseAmountCents: 99_999, status: 'failed' });

  await page.setViewportSize({ width: 277, height: 440 });
  await page.goto(`/embed/team_campaign/${team.id}`);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('Embed Team')).toBeVisible();
  await expect(page.getByText('$1,234', { exact: false })).toBeVisible();
  const view = page.getByRole('link', { name: /view/i });
  await expect(view).toHaveAttribute('href', new RegExp(`/fundraiser/campaign/${team.id}$`));
  await expect(view).toHaveAttribute('target', '_blank');
});

test('the embed falls back to an individual campaign with the id', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, isHidden: true });
  const indie = await createIndieCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Solo Runner' });
  await createDonation(db, { eventId: event.id, indieCampaignId: indie.id, baseAmountCents: 4_200 });

  await page.goto(`/embed/team_campaign/${indie.id}`);
  await expect(page.getByText('Solo Runner')).toBeVisible();
  await expect(page.getByText('$42', { exact: false })).toBeVisible();
});

test('an unknown campaign embed answers 404', async ({ page }) => {
  const response = await page.goto('/embed/team_campaign/does-not-exist');
  expect(response?.status()).toBe(404);
});
