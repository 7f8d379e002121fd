import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Frame, Page } from '@playwright/test';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
} from '../prisma/seed/factories';
import { expect, test } from './fixtures';

// The four embed routes: a bare card (no navigation bar or footer) that fits a 277×440 iframe on
// another site with no scroll bars; every other page refuses to be framed there.

const DAY = 24 * 60 * 60 * 1000;

/** A page of another site (another origin: localhost on another port) that frames `frames`. */
async function partnerSite(
  frames: Array<{ id: string; src: string }>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><title>Partner</title></head><body><h1>Partner site</h1>${frames
    .map(
      (frame) =>
        `<iframe id="${frame.id}" src="${frame.src}" width="277" height="440" title="${frame.id}" style="border:0"></iframe>`,
    )
    .join('')}</body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The client components the production build ships with a route: module paths, e.g. [project]/components/…. */
function clientModulesOf(route: string): string[] {
  const file = path.join(
    import.meta.dirname,
    '..',
    '.next',
    'server',
    'app',
    route,
    'page_client-reference-manifest.js',
  );
  const scope: { self?: unknown; __RSC_MANIFEST?: Record<string, { clientModules: Record<string, unknown> }> } = {};
  scope.self = scope;
  new Function('globalThis', 'self', readFileSync(file, 'utf8'))(scope, scope);
  return Object.values(scope.__RSC_MANIFEST ?? {}).flatMap((manifest) => Object.keys(manifest.clientModules));
}

async function frameOf(page: Page, id: string): Promise<Frame> {
  const handle = await page.locator(`iframe#${id}`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame ${id}`);
  return frame;
}

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
  // Giving is open (the event is ahead): the link says Donate and opens the campaign's page in a new tab.
  const link = page.getByTestId('embed-link');
  await expect(link).toHaveAccessibleName('Donate (opens in a new tab)');
  await expect(link).toHaveAttribute('href', new RegExp(`/fundraiser/campaign/${team.id}$`));
  await expect(link).toHaveAttribute('target', '_blank');
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

test('a card says View once donations have closed', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    isHidden: true,
    dateTime: new Date(Date.now() - 90 * DAY),
  });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Past Team' });
  await page.goto(`/embed/team_campaign/${team.id}`);
  await expect(page.getByTestId('embed-link')).toHaveAccessibleName('View (opens in a new tab)');
});

test('each embed shows its card in another site’s iframe with no scroll bars; a normal page refuses', async ({
  browser,
  db,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, isHidden: true, title: 'Framed Event' });
  const team = await createTeamCampaign(db, {
    eventId: event.id,
    creatorId: organizer.id,
    title: 'A team with a rather long name that has to wrap onto a second line',
    description: 'Words '.repeat(80),
  });
  const indie = await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId: organizer.id });
  const fundraiser = await createFundraiser(db, { creatorId: organizer.id, isHidden: true });
  const campaign = await createTeamCampaign(db, {
    eventId: fundraiser.id,
    creatorId: organizer.id,
    expiration: new Date(Date.now() + 30 * DAY),
  });
  await createDonation(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    indieCampaignId: indie.id,
    baseAmountCents: 4_299,
  });

  const embeds = [
    { id: 'fundraiser', src: `${baseURL}/embed/fundraiser?fundraiser-id=${fundraiser.id}`, title: fundraiser.title },
    { id: 'campaign', src: `${baseURL}/embed/fundraiser/campaign/${campaign.id}`, title: campaign.title },
    { id: 'team', src: `${baseURL}/embed/team_campaign/${team.id}`, title: team.title },
    { id: 'indie', src: `${baseURL}/embed/indie_campaign/${indie.id}`, title: indie.title },
  ];
  const partner = await partnerSite([...embeds, { id: 'normal', src: `${baseURL}/event/${event.id}` }]);
  // A page of its own, outside the fixture's check: the refused frame is a CSP report by design.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(partner.url);
    for (const embed of embeds) {
      const frame = page.frameLocator(`iframe#${embed.id}`);
      await expect(frame.getByTestId('embed-card'), embed.id).toBeVisible();
      await expect(frame.getByRole('heading', { level: 1 }), embed.id).toHaveText(embed.title);
      await expect(frame.getByRole('navigation'), embed.id).toHaveCount(0);
      await expect(frame.getByRole('contentinfo'), embed.id).toHaveCount(0);
      await expect(frame.getByTestId('embed-link'), embed.id).toHaveAttribute('target', '_blank');
      const overflow = await (
        await frameOf(page, embed.id)
      ).evaluate(() => {
        const root = document.documentElement;
        return { x: root.scrollWidth - root.clientWidth, y: root.scrollHeight - root.clientHeight };
      });
      expect(overflow, embed.id).toEqual({ x: 0, y: 0 });
    }
    await expect(page.frameLocator('iframe#indie').getByTestId('embed-raised')).toHaveText('$42');

    // The event page refuses to render in another site's frame (frame-ancestors 'self', X-Frame-Options).
    await expect(page.frameLocator('iframe#normal').getByText('Framed Event')).toHaveCount(0);
    const normal = await frameOf(page, 'normal');
    expect(normal.url()).not.toContain(`/event/${event.id}`);
  } finally {
    await context.close();
    await partner.close();
  }
});

test('the frame headers: any site may frame an embed, no other site a normal page', async ({ request, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, isHidden: true });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  const embed = await request.get(`/embed/team_campaign/${team.id}`);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  for (const path of [`/team_campaign/${team.id}`, `/event/${event.id}`, '/', '/login']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }
});

test('the embeds ship no client component of ours: only the framework’s runtime', () => {
  for (const route of [
    'embed/fundraiser',
    'embed/fundraiser/campaign/[campaignId]',
    'embed/team_campaign/[campaignId]',
    'embed/indie_campaign/[campaignId]',
  ]) {
    const modules = clientModulesOf(route);
    expect(modules.length, route).toBeGreaterThan(0);
    expect(
      modules.filter((module) => !module.startsWith('[project]/node_modules/next/')),
      route,
    ).toEqual([]);
  }
  // The check sees ours where there are some: the team campaign page has its Donate button, share panel…
  expect(
    clientModulesOf('(site)/team_campaign/[teamCampaignId]').some((module) => module.includes('/components/')),
  ).toBe(true);
});
