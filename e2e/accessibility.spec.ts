import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
} from '../prisma/factories';
import { signIn } from './auth';
import { expect, test } from './fixtures';

// Every page a visitor, donor or organizer meets, checked by axe-core against WCAG 2.1 A and AA
// (contrast, names, labels, landmarks, …) at phone width, where most donors are.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${path}`).toEqual([]);
}

test.use({ viewport: { width: 375, height: 812 } });

test('public pages have no WCAG 2.1 AA violations', async ({ page, db }) => {
  const event = await db.event.findFirstOrThrow({ where: { eventType: 'eventDriven', isHidden: false } });
  const fundraiser = await db.event.findFirstOrThrow({ where: { eventType: 'fundraiserDriven', isHidden: false } });
  for (const path of [
    '/',
    '/event_list',
    '/fundraiser_list',
    `/event/${event.id}`,
    `/event/waiver/${event.id}`,
    `/fundraiser?fundraiser-id=${fundraiser.id}`,
    '/login',
    '/signup',
    '/forgot',
    '/privacy_policy',
    '/no-such-page',
  ]) {
    await expectNoViolations(page, path);
  }
});

test('campaign pages and embeds have no WCAG 2.1 AA violations', async ({ page, db }) => {
  const team = await db.teamCampaign.findFirstOrThrow({
    where: { event: { eventType: 'eventDriven' }, indieCampaigns: { some: {} } },
  });
  const indie = await db.indieCampaign.findFirstOrThrow({ where: { teamCampaignId: team.id } });
  const campaign = await db.teamCampaign.findFirstOrThrow({ where: { event: { eventType: 'fundraiserDriven' } } });
  const fundraiser = await db.event.findFirstOrThrow({ where: { eventType: 'fundraiserDriven', isHidden: false } });
  for (const path of [
    `/team_campaign/${team.id}`,
    `/indie_campaign/${indie.id}`,
    `/fundraiser/campaign/${campaign.id}`,
    '/team_campaign/no-such-campaign',
    `/embed/team_campaign/${team.id}`,
    `/embed/indie_campaign/${indie.id}`,
    `/embed/fundraiser/campaign/${campaign.id}`,
    `/embed/fundraiser?fundraiser-id=${fundraiser.id}`,
    '/embed/team_campaign/no-such-campaign',
  ]) {
    await expectNoViolations(page, path);
  }
});

test("a campaign creator's forms, owner bar and delete dialog have no WCAG 2.1 AA violations", async ({
  page,
  context,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, allowUnconfirmedOfflineDonations: true });
  const fundraiser = await createFundraiser(db, { creatorId: organizer.id });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  const indie = await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId: organizer.id });
  const campaign = await createTeamCampaign(db, {
    eventId: fundraiser.id,
    creatorId: organizer.id,
    expiration: new Date('2031-01-01T00:00:00Z'),
  });
  await signIn(context, baseURL!, organizer);
  for (const path of [
    `/create_teamcampaign/${event.id}`,
    `/edit_teamcampaign/${team.id}`,
    `/create_indiecampaign/${team.id}`,
    `/edit_indiecampaign/${indie.id}`,
    `/fundraiser/create_campaign/${fundraiser.id}`,
    `/fundraiser/edit_campaign/${campaign.id}`,
    `/team_campaign/${team.id}`,
  ]) {
    await expectNoViolations(page, path);
  }
  // The owner bar is there for its owner, and the delete dialog is checked open.
  await expect(page.getByTestId('owner-bar')).toBeVisible();
  await page.goto(`/edit_teamcampaign/${team.id}`);
  await page.getByRole('button', { name: 'Delete campaign' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test("an organizer's pages have no WCAG 2.1 AA violations", async ({ page, context, baseURL, db }) => {
  const organizer = await createOrganizer(db);
  await signIn(context, baseURL!, organizer);
  for (const path of ['/profile', '/edit_profile', '/create_event', '/create_fundraiser']) {
    await expectNoViolations(page, path);
  }
});
