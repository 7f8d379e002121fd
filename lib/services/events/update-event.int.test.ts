import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/upsert_event/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { createEvent, createFundraiser, createOrganizer, createSignup, createUser } from '@/prisma/seed/factories';
import { getDonatePage } from '@/lib/services/donations/get-donate-page';
import { getEventForEditing } from './get-event-for-editing';

const DAY = 24 * 60 * 60 * 1000;

async function post(body: unknown, user?: { id: string; sessionVersion: number }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.authorization = `Bearer ${await issueSessionToken(user)}`;
  const response = await POST(
    new Request('http://localhost/api/upsert_event', { method: 'POST', body: JSON.stringify(body), headers }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

const expiration = new Date(Date.now() + 10 * DAY).toISOString();

async function eventWithChildren(creatorId: string) {
  return createEvent(db, {
    creatorId,
    title: 'Old title',
    targetFundCents: 100_000,
    categories: {
      create: [
        { name: '5K', priceCents: 3000, position: 0 },
        { name: '10K', priceCents: 4000, position: 1 },
      ],
    },
    promoCodes: {
      create: [{ code: 'OLD', promoType: 'perItemPriceCut', value: 500, expiration: new Date(expiration) }],
    },
    sponsors: { create: [{ name: 'Old Sponsor', priority: 1 }] },
  });
}

async function editableEvent(user: Awaited<ReturnType<typeof createUser>>, id: string) {
  const result = await getEventForEditing({ user, id });
  if (result?.access !== 'creator') throw new Error('not the creator');
  return result.event;
}

describe('POST /api/upsert_event', () => {
  it('answers 401 without a session, 404 for an unknown id, 403 to anyone but the creator', async () => {
    const creator = await createOrganizer(db);
    const other = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const input = {
      title: 'Hijacked',
      location: 'x',
      description: 'x',
      targetFund: 1,
      dateTime: expiration,
      eventCategories: [{ name: 'a', price: 1 }],
    };

    expect((await post({ id: event.id, event: input })).status).toBe(401);
    expect(await post({ id: 'nope', event: input }, creator)).toEqual({
      status: 404,
      body: { error: 'Event not found.' },
    });
    const forbidden = await post({ id: event.id, event: input }, other);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe('Only the creator of this event can do this.');
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).title).toBe('Old title');
  });

  it('answers 400 without an id or an event object', async () => {
    const creator = await createOrganizer(db);
    expect(await post({ event: {} }, creator)).toMatchObject({
      status: 400,
      body: { fieldErrors: { id: ['required'] } },
    });
    expect(await post({ id: 'x' }, creator)).toMatchObject({
      status: 400,
      body: { fieldErrors: { event: ['required'] } },
    });
  });

  it('round-trips what the edit form reads, and replaces the event and its rows', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const editable = await editableEvent(creator, event.id);
    const [fiveK] = editable.eventCategories;

    const { status, body } = await post(
      {
        id: event.id,
        event: {
          ...editable,
          title: 'New title',
          targetFund: 1234.56,
          eventCategories: [
            { ...fiveK, price: 35 },
            { name: 'Kids 1K', price: 10 },
          ],
          promoCodes: [{ code: 'new10', promoType: 'percentageCut', value: 10, expiration }],
          sponsors: [],
          crm: { payment: 'stripe' },
        },
      },
      creator,
    );
    expect({ status, body }).toEqual({ status: 200, body: { id: event.id } });

    const stored = await db.event.findUniqueOrThrow({
      where: { id: event.id },
      include: { categories: { orderBy: { position: 'asc' } }, promoCodes: true, sponsors: true },
    });
    expect(stored).toMatchObject({
      title: 'New title',
      targetFundCents: 123_456,
      paymentProvider: 'stripe',
      creatorId: creator.id,
    });
    // The 5K row is kept (signups point at it), the 10K row is gone, the new one added.
    expect(stored.categories.map(({ id, name, priceCents }) => ({ id, name, priceCents }))).toEqual([
      { id: fiveK.id, name: '5K', priceCents: 3500 },
      { id: expect.any(String), name: 'Kids 1K', priceCents: 1000 },
    ]);
    expect(stored.promoCodes.map(({ code, value }) => ({ code, value }))).toEqual([{ code: 'NEW10', value: 1000 }]);
    expect(stored.sponsors).toEqual([]);

    const again = await editableEvent(creator, event.id);
    expect(again).toMatchObject({ title: 'New title', targetFund: 1234.56, crm: { payment: 'stripe' } });
  });

  it('keeps a category that signups point at', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const editable = await editableEvent(creator, event.id);
    const category = editable.eventCategories[1];
    const signup = await createSignup(db, {
      eventId: event.id,
      categoryId: category.id,
      participants: [{ firstName: 'Ann', lastName: 'Lee' }],
    });
    expect(
      (
        await post(
          { id: event.id, event: { ...editable, eventCategories: [{ ...category, name: '10K Run' }] } },
          creator,
        )
      ).status,
    ).toBe(200);
    expect((await db.signup.findUniqueOrThrow({ where: { id: signup.id } })).categoryId).toBe(category.id);
  });

  it("saves a category's capacity, shows it on edit, keeps it when left out and clears it with null", async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const editable = await editableEvent(creator, event.id);
    const [five, ten] = editable.eventCategories;
    const save = (categories: unknown[]) =>
      post({ id: event.id, event: { ...editable, eventCategories: categories } }, creator);
    expect((await save([{ ...five, capacity: 300 }, ten])).status).toBe(200);
    const saved = await editableEvent(creator, event.id);
    expect(saved.eventCategories.map((category) => category.capacity)).toEqual([300, null]);
    // Left out: kept. Null: no limit again.
    const withoutCapacity: Record<string, unknown> = { ...saved.eventCategories[0] };
    delete withoutCapacity.capacity;
    expect((await save([withoutCapacity, ten])).status).toBe(200);
    expect((await editableEvent(creator, event.id)).eventCategories[0].capacity).toBe(300);
    expect((await save([{ ...five, capacity: null }, ten])).status).toBe(200);
    expect((await editableEvent(creator, event.id)).eventCategories[0].capacity).toBeNull();
    const refused = await save([{ ...five, capacity: 0 }, ten]);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      'event.eventCategories.0.capacity': ['Capacity must be a whole number from 1 to 1,000,000 (or empty: no limit)'],
    });
  });

  it('saves the ways to give and the first one the donate page shows; the donate page offers exactly those', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const editable = await editableEvent(creator, event.id);
    // A new event: one-time and monthly, one-time first.
    expect([editable.givingFrequencies, editable.defaultGivingFrequency]).toEqual([['once', 'monthly'], 'once']);
    const save = (giving: Record<string, unknown>) =>
      post({ id: event.id, event: { ...editable, ...giving } }, creator);
    // Stored in FREQUENCIES order, whatever order they were sent in.
    expect(
      (await save({ givingFrequencies: ['yearly', 'once', 'weekly'], defaultGivingFrequency: 'weekly' })).status,
    ).toBe(200);
    const saved = await editableEvent(creator, event.id);
    expect([saved.givingFrequencies, saved.defaultGivingFrequency]).toEqual([['once', 'weekly', 'yearly'], 'weekly']);
    const page = await getDonatePage({ query: { event: event.id } });
    expect('page' in page && page.page.giving).toEqual({
      frequencies: ['once', 'weekly', 'yearly'],
      initial: 'weekly',
    });
    // A first choice the list does not offer falls back to one-time; none offered is refused.
    expect((await save({ givingFrequencies: ['once', 'monthly'], defaultGivingFrequency: 'yearly' })).status).toBe(200);
    expect((await editableEvent(creator, event.id)).defaultGivingFrequency).toBe('once');
    const refused = await save({ givingFrequencies: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ 'event.givingFrequencies': ['Offer at least one way to give'] });
    const unknown = await save({ givingFrequencies: ['daily'] });
    expect(unknown.status).toBe(400);
  });

  it('keeps what a partial payload leaves out: a hidden event stays hidden, its rows stay', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    await db.event.update({
      where: { id: event.id },
      data: {
        isHidden: true,
        emailTemplateDonation: 'Thanks!',
        emailTemplateParticipation: 'See you!',
        waiver: 'At my own risk',
      },
    });
    const before = await editableEvent(creator, event.id);

    expect(await post({ id: event.id, event: { title: 'Renamed' } }, creator)).toEqual({
      status: 200,
      body: { id: event.id },
    });
    const after = await editableEvent(creator, event.id);
    // Sponsors are written afresh on every save, so only their ids change.
    const withoutSponsorIds = (editable: typeof before) => ({
      ...editable,
      sponsors: editable.sponsors.map((sponsor) => ({ ...sponsor, id: undefined })),
    });
    expect(withoutSponsorIds(after)).toEqual(withoutSponsorIds({ ...before, title: 'Renamed' }));
    expect(after).toMatchObject({
      isHidden: true,
      waiver: 'At my own risk',
      promoCodes: [{ code: 'OLD' }],
      sponsors: [{ name: 'Old Sponsor' }],
    });
    // The categories keep their rows (and so their signups).
    expect(after.eventCategories.map((category) => category.id)).toEqual(
      before.eventCategories.map((category) => category.id),
    );

    // Nested objects merge key by key.
    expect(
      (await post({ id: event.id, event: { emailTemplate: { donation: 'Thank you!' }, crm: {} } }, creator)).status,
    ).toBe(200);
    expect(await editableEvent(creator, event.id)).toMatchObject({
      emailTemplate: { donation: 'Thank you!', participation: 'See you!' },
      crm: { payment: before.crm.payment },
    });
  });

  it('lets an explicit value win over the stored one: false, [], null and blank', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    await db.event.update({
      where: { id: event.id },
      data: { isHidden: true, waiver: 'At my own risk', emailTemplateDonation: 'Thanks!' },
    });

    const { status } = await post(
      {
        id: event.id,
        event: { isHidden: false, promoCodes: [], sponsors: [], waiver: null, emailTemplate: { donation: '' } },
      },
      creator,
    );
    expect(status).toBe(200);
    expect(await editableEvent(creator, event.id)).toMatchObject({
      title: 'Old title',
      isHidden: false,
      promoCodes: [],
      sponsors: [],
      waiver: null,
      emailTemplate: { donation: '' },
    });
  });

  it('refuses (409) to remove a category that paid sign-ups point at, and changes nothing', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const editable = await editableEvent(creator, event.id);
    const [fiveK, tenK] = editable.eventCategories;
    await createSignup(db, {
      eventId: event.id,
      categoryId: tenK.id,
      categoryName: '10K',
      participants: [{ firstName: 'Ann', lastName: 'Lee' }],
    });

    const refused = await post({ id: event.id, event: { title: 'New title', eventCategories: [fiveK] } }, creator);
    expect(refused).toEqual({
      status: 409,
      body: {
        error: 'The category "10K" has sign-ups, so it cannot be removed. Rename it or change its price instead.',
      },
    });
    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id }, include: { categories: true } });
    expect(stored.title).toBe('Old title');
    expect(stored.categories.map((category) => category.id).sort()).toEqual([fiveK.id, tenK.id].sort());
    expect(await db.signup.count({ where: { categoryId: tenK.id } })).toBe(1);
  });

  it('lets a category go when its only sign-ups are pending or failed (they keep its name)', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const [fiveK, tenK] = (await editableEvent(creator, event.id)).eventCategories;
    const pending = await createSignup(db, {
      eventId: event.id,
      categoryId: tenK.id,
      categoryName: '10K',
      participants: [{ firstName: 'Ann', lastName: 'Lee' }],
    });
    await db.signup.update({ where: { id: pending.id }, data: { status: 'pending' } });

    expect((await post({ id: event.id, event: { eventCategories: [fiveK] } }, creator)).status).toBe(200);
    expect(await db.eventCategory.count({ where: { id: tenK.id! } })).toBe(0);
    expect(await db.signup.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      categoryId: null,
      categoryName: '10K',
    });
  });

  it('answers 400 with the payload paths and changes nothing', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const editable = await editableEvent(creator, event.id);
    const { status, body } = await post(
      {
        id: event.id,
        event: {
          ...editable,
          title: '',
          eventCategories: [],
          promoCodes: [{ code: 'A', promoType: 'percentageCut', value: 150, expiration }],
        },
      },
      creator,
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      'event.title': ['required'],
      'event.promoCodes.0.value': ['A percentage cut cannot be more than 100'],
      'event.eventCategories': ['Please add at least one event category and its price'],
    });
    const stored = await db.event.findUniqueOrThrow({
      where: { id: event.id },
      include: { categories: true, promoCodes: true },
    });
    expect(stored.title).toBe('Old title');
    expect(stored.categories).toHaveLength(2);
    expect(stored.promoCodes.map((promo) => promo.code)).toEqual(['OLD']);
  });

  it('takes a partial update of an event with no T-shirt sizes (the question was never asked)', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const { status } = await post({ id: event.id, event: { title: 'New title' } }, creator);
    expect(status).toBe(200);
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      title: 'New title',
      tshirtSizes: [],
    });
    // Sending no sizes while asking the question is refused, and changes nothing.
    const refused = await post({ id: event.id, event: { tshirtSizes: [], disabledFields: [] } }, creator);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      'event.tshirtSizes': ['Choose the T-shirt sizes on offer, or tick “Don’t ask” for the T-shirt size'],
    });
  });

  it('rolls the whole update back when the database refuses a promo row', async () => {
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse_boom() RETURNS trigger AS $$
      BEGIN IF NEW.code = 'BOOM' THEN RAISE EXCEPTION 'promo row refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_boom BEFORE INSERT ON "PromoCode" FOR EACH ROW EXECUTE FUNCTION refuse_boom()`,
    );
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const editable = await editableEvent(creator, event.id);
    const { status } = await post(
      {
        id: event.id,
        event: {
          ...editable,
          title: 'Half saved?',
          eventCategories: [{ name: 'Only', price: 1 }],
          sponsors: [],
          promoCodes: [{ code: 'BOOM', promoType: 'perItemPriceCut', value: 1, expiration }],
        },
      },
      creator,
    );
    expect(status).toBe(500);
    const stored = await db.event.findUniqueOrThrow({
      where: { id: event.id },
      include: { categories: true, promoCodes: true, sponsors: true },
    });
    expect(stored.title).toBe('Old title');
    expect(stored.categories.map((category) => category.name).sort()).toEqual(['10K', '5K']);
    expect(stored.promoCodes.map((promo) => promo.code)).toEqual(['OLD']);
    expect(stored.sponsors.map((sponsor) => sponsor.name)).toEqual(['Old Sponsor']);
    await db.$executeRawUnsafe(`DROP TRIGGER refuse_boom ON "PromoCode"`);
  });

  it('checks a fundraiser with the fundraiser rules and never changes its kind', async () => {
    const creator = await createOrganizer(db);
    const fundraiser = await createFundraiser(db, { creatorId: creator.id });
    const { status } = await post(
      {
        id: fundraiser.id,
        event: { title: 'Coats', description: 'Warm coats', targetFund: 10, eventType: 'eventDriven' },
      },
      creator,
    );
    expect(status).toBe(200);
    expect(await db.event.findUniqueOrThrow({ where: { id: fundraiser.id } })).toMatchObject({
      title: 'Coats',
      eventType: 'fundraiserDriven',
    });
  });

  it('lets a creator who is no longer an Organizer edit their own event', async () => {
    const creator = await createOrganizer(db);
    const event = await eventWithChildren(creator.id);
    const demoted = await db.user.update({ where: { id: creator.id }, data: { userType: 'General' } });
    const editable = await editableEvent(demoted, event.id);
    expect((await post({ id: event.id, event: { ...editable, title: 'Still mine' } }, demoted)).status).toBe(200);
  });
});

describe('getEventForEditing', () => {
  it('tells a non-creator only the kind, and an unknown id null', async () => {
    const creator = await createOrganizer(db);
    const other = await createUser(db);
    const fundraiser = await createFundraiser(db, { creatorId: creator.id });
    expect(await getEventForEditing({ user: other, id: fundraiser.id })).toEqual({
      access: 'other',
      eventType: 'fundraiserDriven',
    });
    expect(await getEventForEditing({ user: creator, id: 'missing' })).toBeNull();
  });

  it('gives dollars, percentages and null for a default team goal that is not set', async () => {
    const creator = await createOrganizer(db);
    const event = await createEvent(db, {
      creatorId: creator.id,
      targetFundCents: 250_050,
      defaultTeamCampaignAmountCents: null,
      otherDescriptions: [{ title: 'Route', text: 'Flat' }, 'junk'],
      promoCodes: {
        create: [{ code: 'PCT', promoType: 'percentageCut', value: 1250, expiration: new Date(expiration) }],
      },
    });
    const editable = await editableEvent(creator, event.id);
    expect(editable).toMatchObject({
      targetFund: 2500.5,
      defaultTeamCampaignAmount: null,
      otherDescriptions: [{ title: 'Route', text: 'Flat' }],
      promoCodes: [{ code: 'PCT', promoType: 'percentageCut', value: 12.5, expiration: new Date(expiration) }],
      eventCategories: [{ name: '5K Run', price: 35 }],
    });
  });
});
