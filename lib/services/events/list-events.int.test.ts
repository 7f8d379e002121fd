import { describe, expect, it } from 'vitest';
import { GET as getMultiple } from '@/app/api/event/multiple/route';
import { db } from '@/lib/db';
import { createDonation, createEvent, createFundraiser, createOrganizer } from '@/prisma/seed/factories';
import { listEvents } from './list-events';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('listEvents', () => {
  // First: each test file gets its own database, shared by its tests.
  it('answers an empty list when there is nothing to show', async () => {
    expect(await listEvents({ eventType: 'eventDriven', count: 3 })).toEqual([]);
  });

  it('carries only the start of a long description, which a card shows two lines of', async () => {
    const organizer = await createOrganizer(db);
    const event = await createFundraiser(db, { creatorId: organizer.id, description: 'long '.repeat(4000) });
    const [summary] = await listEvents({ eventType: 'fundraiserDriven' });
    expect(summary.id).toBe(event.id);
    expect(summary.description.length).toBeLessThanOrEqual(300);
    expect(summary.description).toMatch(/^long long .*…$/);
    await db.event.delete({ where: { id: event.id } });
  });

  it('lists visible events of one kind, newest first, with their succeeded donations summed', async () => {
    const organizer = await createOrganizer(db);
    const creatorId = organizer.id;
    const oldest = await createEvent(db, { creatorId, title: 'Oldest', createdAt: minutesAgo(40), pictures: [] });
    const middle = await createEvent(db, {
      creatorId,
      title: 'Middle',
      createdAt: minutesAgo(30),
      pictures: [],
      headerPicture: '/header.png',
    });
    const hidden = await createEvent(db, { creatorId, title: 'Hidden', createdAt: minutesAgo(20), isHidden: true });
    const newest = await createEvent(db, {
      creatorId,
      title: 'Newest',
      createdAt: minutesAgo(10),
      pictures: ['/first.png', '/second.png'],
      headerPicture: '/header.png',
    });
    await createFundraiser(db, { creatorId, title: 'A fundraiser', createdAt: minutesAgo(1) });

    await createDonation(db, { eventId: newest.id, baseAmountCents: 10_000, totalAmountCents: 10_500 });
    await createDonation(db, { eventId: newest.id, baseAmountCents: 2_550 });
    await createDonation(db, { eventId: newest.id, baseAmountCents: 99_999, status: 'failed' });
    await createDonation(db, { eventId: newest.id, baseAmountCents: 99_999, status: 'pending' });
    await createDonation(db, { eventId: newest.id, baseAmountCents: 99_999, status: 'refunded' });
    await createDonation(db, { eventId: middle.id, baseAmountCents: 500 });

    const events = await listEvents({ eventType: 'eventDriven' });
    expect(events.map((event) => event.title)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(events[0]).toEqual({
      id: newest.id,
      title: 'Newest',
      description: newest.description,
      targetFundCents: newest.targetFundCents,
      amountRaisedCents: 12_550,
      picture: '/first.png',
    });
    expect(events[1]).toMatchObject({ id: middle.id, amountRaisedCents: 500, picture: '/header.png' });
    expect(events[2]).toMatchObject({ id: oldest.id, amountRaisedCents: 0, picture: null });

    expect((await listEvents({ eventType: 'eventDriven', count: 2 })).map((event) => event.id)).toEqual([
      newest.id,
      middle.id,
    ]);
    expect((await listEvents({ eventType: 'eventDriven', includeHidden: true })).map((event) => event.id)).toEqual([
      newest.id,
      hidden.id,
      middle.id,
      oldest.id,
    ]);
    expect((await listEvents({ eventType: 'fundraiserDriven' })).map((event) => event.title)).toEqual(['A fundraiser']);
  });
});

describe('GET /api/event/multiple', () => {
  it('answers 100 events when count is missing or larger', async () => {
    const organizer = await createOrganizer(db);
    for (let n = 0; n < 101; n++)
      await createFundraiser(db, { creatorId: organizer.id, title: `Drive ${n}`, createdAt: minutesAgo(1000 + n) });
    const count = async (query: string) => {
      const response = await getMultiple(new Request(`http://localhost/api/event/multiple${query}`), {});
      expect(response.status).toBe(200);
      return ((await response.json()) as { events: unknown[] }).events.length;
    };
    expect(await count('?eventType=fundraiserDriven')).toBe(100);
    expect(await count('?eventType=fundraiserDriven&count=1000')).toBe(100);
    expect(await count('?eventType=fundraiserDriven&count=7')).toBe(7);
  });
});
