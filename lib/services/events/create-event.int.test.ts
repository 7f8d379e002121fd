import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/create_event/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { createOrganizer, createUser } from '@/prisma/seed/factories';

const DAY = 24 * 60 * 60 * 1000;

async function post(body: unknown, user?: { id: string; sessionVersion: number }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.authorization = `Bearer ${await issueSessionToken(user)}`;
  const response = await POST(
    new Request('http://localhost/api/create_event', { method: 'POST', body: JSON.stringify(body), headers }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

const expiration = new Date(Date.now() + 10 * DAY).toISOString();

const validEvent = () => ({
  title: 'Harbor Swim 2026',
  location: 'Pier 4, Boston, MA',
  description: 'One mile across the harbor.',
  targetFund: 25000.5,
  dateTime: '2026-07-04T09:30:00-04:00',
  timeZone: 'America/New_York',
  otherDescriptions: [
    { title: 'Route', text: 'From the pier to the lighthouse.' },
    { title: '', text: '' },
  ],
  pictures: ['/uploads/gallery/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
  videos: ['https://www.youtube.com/watch?v=abc'],
  headerPicture: '/uploads/header/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg',
  headerOverlay: '',
  countdown: false,
  isHidden: true,
  hiddenViews: ['time'],
  allowUnconfirmedOfflineDonations: true,
  defaultTeamCampaignAmount: 0,
  signupRedirectDate: '',
  signupRedirectLink: '',
  waiver: 'Swim at your own risk.',
  crm: { payment: 'stripe' },
  emailTemplate: { donation: '# Thanks {{firstName}}', participation: '' },
  eventCategories: [
    { name: 'Swimmer', price: 45 },
    { name: 'Kayak escort', price: '0' },
  ],
  promoCodes: [
    { code: 'early', promoType: 'perItemPriceCut', value: 5.25, expiration },
    { code: 'Half', promoType: 'percentageCut', value: 12.5, expiration },
  ],
  sponsors: [
    {
      name: 'Acme',
      link: 'https://acme.example',
      picture: '/uploads/sponsor/cccccccccccccccccccccccccccccccc.png',
      priority: 2,
    },
  ],
  activeUntilDate: { donation: '2026-08-01T00:00:00Z', registration: '' },
});

describe('POST /api/create_event', () => {
  it('answers 401 without a session and writes nothing', async () => {
    expect(await post(validEvent())).toEqual({ status: 401, body: { error: 'Please log in.' } });
    expect(await post({ title: '' })).toMatchObject({ status: 401 });
    expect(await db.event.count()).toBe(0);
  });

  it('answers 403 to a General user, whatever the body', async () => {
    const user = await createUser(db);
    const { status, body } = await post(validEvent(), user);
    expect(status).toBe(403);
    expect(body.error).toMatch(/Only Organizers/);
    expect((await post({}, user)).status).toBe(403);
    expect(await db.event.count({ where: { creatorId: user.id } })).toBe(0);
  });

  it('answers 401 to a token that was ended', async () => {
    const organizer = await createOrganizer(db);
    await db.user.update({ where: { id: organizer.id }, data: { sessionVersion: 1 } });
    expect((await post(validEvent(), organizer)).status).toBe(401);
  });

  it('creates the event with its categories, promo codes and sponsors, mapped to our columns', async () => {
    const organizer = await createOrganizer(db);
    const { status, body } = await post(validEvent(), organizer);
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.any(String) });

    const event = await db.event.findUniqueOrThrow({
      where: { id: body.id },
      include: {
        categories: { orderBy: { position: 'asc' } },
        promoCodes: { orderBy: { code: 'asc' } },
        sponsors: true,
      },
    });
    expect(event).toMatchObject({
      creatorId: organizer.id,
      eventType: 'eventDriven',
      title: 'Harbor Swim 2026',
      targetFundCents: 2_500_050,
      dateTime: new Date('2026-07-04T13:30:00Z'),
      timeZone: 'America/New_York',
      otherDescriptions: [{ title: 'Route', text: 'From the pier to the lighthouse.' }],
      pictures: ['/uploads/gallery/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
      videos: ['https://www.youtube.com/watch?v=abc'],
      headerPicture: '/uploads/header/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg',
      headerOverlay: null,
      countdown: false,
      autoScrollMedia: true,
      isHidden: true,
      hiddenViews: ['time'],
      allowUnconfirmedOfflineDonations: true,
      defaultTeamCampaignAmountCents: null,
      signupRedirectDate: null,
      signupRedirectLink: null,
      waiver: 'Swim at your own risk.',
      paymentProvider: 'stripe',
      emailTemplateDonation: '# Thanks {{firstName}}',
      emailTemplateParticipation: null,
      activeUntilDonation: new Date('2026-08-01T00:00:00Z'),
      activeUntilRegistration: null,
    });
    expect(event.categories.map(({ name, priceCents, position }) => ({ name, priceCents, position }))).toEqual([
      { name: 'Swimmer', priceCents: 4500, position: 0 },
      { name: 'Kayak escort', priceCents: 0, position: 1 },
    ]);
    expect(
      event.promoCodes.map(({ code, promoType, value, expiration }) => ({ code, promoType, value, expiration })),
    ).toEqual([
      { code: 'EARLY', promoType: 'perItemPriceCut', value: 525, expiration: new Date(expiration) },
      { code: 'HALF', promoType: 'percentageCut', value: 1250, expiration: new Date(expiration) },
    ]);
    expect(event.sponsors).toMatchObject([
      {
        name: 'Acme',
        link: 'https://acme.example',
        picture: '/uploads/sponsor/cccccccccccccccccccccccccccccccc.png',
        priority: 2,
      },
    ]);
  });

  it('stores a default team goal in cents', async () => {
    const organizer = await createOrganizer(db);
    const { body } = await post({ ...validEvent(), defaultTeamCampaignAmount: 750 }, organizer);
    expect((await db.event.findUniqueOrThrow({ where: { id: body.id } })).defaultTeamCampaignAmountCents).toBe(75_000);
  });

  it('creates a fundraiser without date, location or categories', async () => {
    const organizer = await createOrganizer(db);
    const { status, body } = await post(
      { eventType: 'fundraiserDriven', title: 'Warm Coats', description: 'Coats for winter.', targetFund: 5000 },
      organizer,
    );
    expect(status).toBe(200);
    expect(await db.event.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      eventType: 'fundraiserDriven',
      location: '',
      dateTime: null,
      targetFundCents: 500_000,
    });
  });

  it('answers 400 with field errors and writes nothing', async () => {
    const organizer = await createOrganizer(db);
    const before = await db.event.count();
    const promosBefore = await db.promoCode.count();
    const { status, body } = await post(
      {
        ...validEvent(),
        title: ' ',
        videos: ['not a url'],
        eventCategories: [],
        promoCodes: [{ code: 'X', promoType: 'free', value: 5, expiration }],
      },
      organizer,
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'required',
      fieldErrors: {
        title: ['required'],
        'videos.0': ['Not a valid URL'],
        'promoCodes.0.promoType': ['Please choose one of the options'],
        eventCategories: ['Please add at least one event category and its price'],
      },
    });
    expect(await db.event.count()).toBe(before);
    expect(await db.promoCode.count()).toBe(promosBefore);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const organizer = await createOrganizer(db);
    const response = await POST(
      new Request('http://localhost/api/create_event', {
        method: 'POST',
        body: '{oops',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await issueSessionToken(organizer)}` },
      }),
      {},
    );
    expect(response.status).toBe(400);
  });

  it('refuses the same promo code twice (case-insensitively) before writing', async () => {
    const organizer = await createOrganizer(db);
    const before = await db.event.count();
    const promo = { promoType: 'perItemPriceCut', value: 5, expiration };
    const { status, body } = await post(
      {
        ...validEvent(),
        promoCodes: [
          { ...promo, code: 'RUN' },
          { ...promo, code: 'run' },
        ],
      },
      organizer,
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ 'promoCodes.1.code': ['This code is already used above'] });
    expect(await db.event.count()).toBe(before);
  });
});

describe("the event form's sanity checks, on the server too (issue 11)", () => {
  it('refuses a default team goal under 5 with the shared 400 answer and writes nothing', async () => {
    const organizer = await createOrganizer(db);
    const before = await db.event.count();
    const { status, body } = await post({ ...validEvent(), defaultTeamCampaignAmount: 3 }, organizer);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: "Please enter a Fundraising Goal that's more than $5",
      fieldErrors: { defaultTeamCampaignAmount: ["Please enter a Fundraising Goal that's more than $5"] },
    });
    expect(await db.event.count()).toBe(before);
  });

  it('refuses promo codes with other characters, and sizes left empty while the question is asked', async () => {
    const organizer = await createOrganizer(db);
    const before = await db.event.count();
    const { status, body } = await post(
      {
        ...validEvent(),
        promoCodes: [{ code: 'EARLY BIRD', promoType: 'perItemPriceCut', value: 5, expiration }],
        tshirtSizes: [],
        disabledFields: [],
      },
      organizer,
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      'promoCodes.0.code': ['Use only letters, digits, - and _ (no spaces)'],
      tshirtSizes: ['Choose the T-shirt sizes on offer, or tick “Don’t ask” for the T-shirt size'],
    });
    expect(await db.event.count()).toBe(before);
  });

  it('saves an event whose date has passed (a warning in the form, not a refusal)', async () => {
    const organizer = await createOrganizer(db);
    const { status, body } = await post({ ...validEvent(), dateTime: '2020-05-01T09:00:00-04:00' }, organizer);
    expect(status).toBe(200);
    expect((await db.event.findUniqueOrThrow({ where: { id: body.id } })).dateTime).toEqual(
      new Date('2020-05-01T13:00:00Z'),
    );
  });
});

describe('one transaction', () => {
  it('leaves no event, category or sponsor behind when the database refuses a promo row', async () => {
    // A trigger stands in for any failure past validation (a constraint, a lost connection).
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse_boom() RETURNS trigger AS $$
      BEGIN IF NEW.code = 'BOOM' THEN RAISE EXCEPTION 'promo row refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_boom BEFORE INSERT ON "PromoCode" FOR EACH ROW EXECUTE FUNCTION refuse_boom()`,
    );
    const organizer = await createOrganizer(db);
    const before = {
      events: await db.event.count(),
      categories: await db.eventCategory.count(),
      sponsors: await db.sponsor.count(),
    };

    const { status } = await post(
      { ...validEvent(), promoCodes: [{ code: 'BOOM', promoType: 'perItemPriceCut', value: 5, expiration }] },
      organizer,
    );
    expect(status).toBe(500);
    expect(await db.event.count()).toBe(before.events);
    expect(await db.eventCategory.count()).toBe(before.categories);
    expect(await db.sponsor.count()).toBe(before.sponsors);
    await db.$executeRawUnsafe(`DROP TRIGGER refuse_boom ON "PromoCode"`);
  });
});
