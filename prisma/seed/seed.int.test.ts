import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../client';
import { DEMO_ORGANIZER, seedDemoData } from './seed';

// CONTRACT §3: the sandbox's demo data, written once, so every public page shows real content.
const db = createPrismaClient(process.env.DATABASE_URL!, { maxConnections: 2 });
afterAll(() => db.$disconnect());

describe('seedDemoData', () => {
  it('creates the demo accounts, events, fundraisers, campaigns, donations and participants once', async () => {
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);

    const users = await db.user.findMany({ where: { email: { in: [DEMO_ORGANIZER.email, 'donor@example.org'] } } });
    expect(users.map((user) => user.email).sort()).toEqual(['donor@example.org', 'organizer@example.org']);
    expect(users.find((user) => user.email === DEMO_ORGANIZER.email)?.userType).toBe('Organizer');

    const events = await db.event.findMany({ where: { eventType: 'eventDriven' } });
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.some((event) => event.isHidden)).toBe(true);
    expect(events.some((event) => event.waiver)).toBe(true);
    expect(events.some((event) => event.dateTime && event.dateTime < new Date())).toBe(true);
    expect(await db.event.count({ where: { eventType: 'fundraiserDriven' } })).toBe(2);
    expect(await db.teamCampaign.count()).toBeGreaterThan(0);
    expect(await db.indieCampaign.count()).toBeGreaterThan(0);
    expect(await db.donation.count({ where: { status: 'succeeded' } })).toBeGreaterThan(0);
    expect(await db.participant.count()).toBeGreaterThan(0);
    expect(await db.user.count()).toBe(4);
  });
});
