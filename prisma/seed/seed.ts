import type { Prisma } from '../../lib/generated/prisma/client';
import { createPrismaClient, type Db } from '../client';
import { DEMO_DONOR, DEMO_ORGANIZER } from './demo-accounts';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createSignup,
  createTeamCampaign,
  createUser,
} from './factories';

// Demo data for sandbox mode (CONTRACT §3). Runs once: an existing organizer account
// means the database was seeded (or is in real use) and nothing is written.

export { DEMO_DONOR, DEMO_ORGANIZER };

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
/** A morning start on the hour (13:00 UTC: 8 or 9 am in New York), `days` from today. */
const eventDay = (days: number) => {
  const date = daysFromNow(days);
  date.setUTCHours(13, 0, 0, 0);
  return date;
};

const WAIVER = `I acknowledge that swimming in open water involves risks, including injury. I confirm I am in good health and able to swim 1 mile unaided. I release the organizers, volunteers and sponsors from liability for any injury or loss, and I agree to follow the instructions of the safety crew at all times.`;

const DONATION_TEMPLATE = `# Thank you, {{firstName}}!\n\nYour gift of **{{amount}}** to *{{event}}* keeps clean water flowing. A receipt is below.`;
const SIGNUP_TEMPLATE = `# You're in!\n\nSee you at the start line of *{{event}}*. Bring water and a smile.`;

export async function seedDemoData(db: Db, log: (line: string) => void = () => {}) {
  if (await db.user.findUnique({ where: { email: DEMO_ORGANIZER.email } })) {
    log('Demo data already present.');
    return false;
  }
  // All or nothing: a start stopped half-way through seeding leaves no partial demo data behind.
  await db.$transaction((tx) => writeDemoData(tx), { timeout: 120_000, maxWait: 30_000 });
  log('Demo data created.');
  return true;
}

async function writeDemoData(db: Prisma.TransactionClient) {
  const organizer = await createOrganizer(db, {
    name: 'Riverside Giving',
    firstName: 'Olivia',
    lastName: 'Organizer',
    email: DEMO_ORGANIZER.email,
    password: DEMO_ORGANIZER.password,
    organizerAbout: 'Riverside Giving brings neighbors together to fund clean water, literacy and warm homes.',
  });
  const donor = await createUser(db, {
    name: 'Dan Donor',
    firstName: 'Dan',
    lastName: 'Donor',
    email: DEMO_DONOR.email,
    password: DEMO_DONOR.password,
  });
  const captain = await createUser(db, {
    name: 'Maya Chen',
    firstName: 'Maya',
    lastName: 'Chen',
    email: 'maya@example.org',
  });
  const runner = await createUser(db, {
    name: 'Sam Ortiz',
    firstName: 'Sam',
    lastName: 'Ortiz',
    email: 'sam@example.org',
  });

  let minute = 0;
  const createdAt = () => new Date(Date.now() - 60 * DAY + minute++ * 60_000);

  // Oldest first, so the home page shows the three newest visible events.
  const gala = await createEvent(db, {
    creatorId: organizer.id,
    title: 'Spring Gala for Literacy',
    description: 'An evening of music and stories that put books in the hands of 2,000 children.',
    dateTime: eventDay(-20),
    location: 'Grand Hall, 12 Market St, Boston, MA',
    targetFundCents: 4_000_000,
    pictures: ['/demo/spring-gala.svg'],
    createdAt: createdAt(),
  });
  const hidden = await createEvent(db, {
    creatorId: organizer.id,
    title: 'Midnight Cycle for Shelter (draft)',
    description: 'A night ride across the city. Not announced yet.',
    dateTime: eventDay(120),
    location: 'City Hall Plaza, Boston, MA',
    targetFundCents: 1_000_000,
    pictures: ['/demo/night-cycle.svg'],
    isHidden: true,
    createdAt: createdAt(),
  });
  const walk = await createEvent(db, {
    creatorId: organizer.id,
    title: 'Community Food Drive Walk',
    description: 'Walk 3 miles with your neighbors and stock the shelves of our local food pantry.',
    dateTime: eventDay(60),
    location: 'Lincoln Park, Chicago, IL',
    targetFundCents: 1_200_000,
    pictures: ['/demo/food-walk.svg'],
    categories: { create: [{ name: '3 Mile Walk', priceCents: 2500, position: 0 }] },
    createdAt: createdAt(),
  });
  const swim = await createEvent(db, {
    creatorId: organizer.id,
    title: 'Harbor Lights Charity Swim',
    description: 'A one-mile open-water swim at sunset. Every stroke funds swim lessons for kids.',
    dateTime: eventDay(75),
    location: 'Harbor Beach, San Diego, CA',
    targetFundCents: 1_500_000,
    pictures: ['/demo/harbor-swim.svg'],
    waiver: WAIVER,
    categories: { create: [{ name: '1 Mile Swim', priceCents: 4500, position: 0 }] },
    createdAt: createdAt(),
  });
  const river = await createEvent(db, {
    creatorId: organizer.id,
    title: 'Riverside 5K for Clean Water',
    description:
      'Run, jog or walk along the river to bring clean water to 40 villages. Start a team, rally your friends, and cross the finish line together.',
    dateTime: eventDay(45),
    location: 'Riverside Park, New York, NY',
    targetFundCents: 2_500_000,
    pictures: ['/demo/river-run.svg', '/demo/food-walk.svg'],
    headerPicture: '/demo/river-run.svg',
    videos: [],
    otherDescriptions: [
      { title: 'Where the money goes', text: 'Every $25 gives one person clean water for a year.' },
      { title: 'Race day', text: 'Check-in opens at 7:00 am. The race starts at 8:00 am sharp.' },
    ],
    emailTemplateDonation: DONATION_TEMPLATE,
    emailTemplateParticipation: SIGNUP_TEMPLATE,
    defaultTeamCampaignAmountCents: 100_000,
    allowUnconfirmedOfflineDonations: true,
    tshirtSizes: ['XS', 'S', 'M', 'L', 'XL'],
    categories: {
      create: [
        { name: '5K Run', priceCents: 3500, position: 0 },
        { name: '1 Mile Walk', priceCents: 2000, position: 1 },
        { name: 'Kids Dash', priceCents: 1000, position: 2 },
      ],
    },
    promoCodes: {
      create: [
        { code: 'EARLYBIRD', promoType: 'perItemPriceCut', value: 500, expiration: daysFromNow(10) },
        { code: 'FRIENDS10', promoType: 'percentageCut', value: 1000, expiration: daysFromNow(30) },
        // 100 % off: a signup with nothing to pay, which completes without a card (try it in the sandbox).
        { code: 'VOLUNTEER', promoType: 'percentageCut', value: 10000, expiration: daysFromNow(30) },
      ],
    },
    sponsors: {
      create: [
        { name: 'Blue Spring Water Co.', link: 'https://example.org/bluespring', priority: 1 },
        { name: 'Riverside Running Club', link: 'https://example.org/rrc', priority: 2 },
      ],
    },
    createdAt: createdAt(),
  });

  const coats = await createFundraiser(db, {
    creatorId: organizer.id,
    title: 'Warm Winter Coats Drive',
    description: 'Help us give 500 warm coats to children before the first snow.',
    targetFundCents: 1_000_000,
    pictures: ['/demo/winter-coats.svg'],
    createdAt: createdAt(),
  });
  const library = await createFundraiser(db, {
    creatorId: organizer.id,
    title: 'Library on Wheels',
    description: 'A bookmobile for rural schools with no library of their own.',
    targetFundCents: 3_000_000,
    pictures: ['/demo/library-wheels.svg'],
    createdAt: createdAt(),
  });

  // Teams and individual campaigns under the flagship event.
  const waterWarriors = await createTeamCampaign(db, {
    eventId: river.id,
    creatorId: captain.id,
    title: 'Water Warriors',
    description: 'Maya and friends from the 4th floor.',
    targetFundCents: 300_000,
    picture: '/demo/river-run.svg',
  });
  const officeMilers = await createTeamCampaign(db, {
    eventId: river.id,
    creatorId: runner.id,
    title: 'Office Milers',
    description: 'Coffee first, then miles.',
    targetFundCents: 150_000,
  });
  const samRuns = await createIndieCampaign(db, {
    eventId: river.id,
    teamCampaignId: waterWarriors.id,
    creatorId: runner.id,
    title: 'Sam runs for water',
    description: 'My first 5K! Help me reach $500.',
    targetFundCents: 50_000,
  });
  const coatsTeam = await createTeamCampaign(db, {
    eventId: coats.id,
    creatorId: captain.id,
    title: 'Northside Neighbors',
    description: '100 coats from our block.',
    targetFundCents: 200_000,
    expiration: daysFromNow(40),
  });
  await createTeamCampaign(db, {
    eventId: coats.id,
    creatorId: organizer.id,
    title: 'Last Winter Push',
    description: 'Finished strong last season.',
    targetFundCents: 50_000,
    expiration: daysFromNow(-5),
  });
  await createTeamCampaign(db, {
    eventId: library.id,
    creatorId: runner.id,
    title: 'Book Lovers Unite',
    description: 'One shelf at a time.',
    targetFundCents: 250_000,
    expiration: daysFromNow(50),
  });

  const gifts: Array<Parameters<typeof createDonation>[1]> = [
    { eventId: river.id, baseAmountCents: 250_000, firstName: 'Blue Spring', lastName: 'Water Co.' },
    {
      eventId: river.id,
      teamCampaignId: waterWarriors.id,
      baseAmountCents: 10_000,
      userId: donor.id,
      firstName: 'Dan',
      lastName: 'Donor',
      email: donor.email,
    },
    {
      eventId: river.id,
      teamCampaignId: waterWarriors.id,
      baseAmountCents: 25_000,
      firstName: 'Priya',
      lastName: 'Shah',
    },
    {
      eventId: river.id,
      teamCampaignId: waterWarriors.id,
      indieCampaignId: samRuns.id,
      baseAmountCents: 5_000,
      userId: donor.id,
      firstName: 'Dan',
      lastName: 'Donor',
      email: donor.email,
      payFees: true,
      totalAmountCents: 5_250,
      feePercentagePaid: 5,
    },
    {
      eventId: river.id,
      teamCampaignId: waterWarriors.id,
      indieCampaignId: samRuns.id,
      baseAmountCents: 7_500,
      anonymous: true,
      firstName: 'Alex',
      lastName: 'Kim',
    },
    {
      eventId: river.id,
      teamCampaignId: officeMilers.id,
      baseAmountCents: 50_000,
      firstName: 'Grace',
      lastName: 'Lee',
      method: 'offline',
      message: 'Check from the office bake sale',
    },
    { eventId: river.id, baseAmountCents: 120_000, firstName: 'Tom', lastName: 'Baker' },
    { eventId: swim.id, baseAmountCents: 75_000, firstName: 'Lena', lastName: 'Park' },
    {
      eventId: swim.id,
      baseAmountCents: 10_000,
      userId: donor.id,
      firstName: 'Dan',
      lastName: 'Donor',
      email: donor.email,
    },
    { eventId: walk.id, baseAmountCents: 90_000, firstName: 'Carlos', lastName: 'Diaz' },
    { eventId: gala.id, baseAmountCents: 3_500_000, firstName: 'The Reading', lastName: 'Foundation' },
    { eventId: gala.id, baseAmountCents: 620_000, firstName: 'Nora', lastName: 'Quinn' },
    { eventId: hidden.id, baseAmountCents: 5_000, firstName: 'Early', lastName: 'Bird' },
    { eventId: coats.id, teamCampaignId: coatsTeam.id, baseAmountCents: 80_000, firstName: 'Ivy', lastName: 'Nguyen' },
    { eventId: coats.id, baseAmountCents: 150_000, firstName: 'Omar', lastName: 'Farouk' },
    { eventId: library.id, baseAmountCents: 400_000, firstName: 'Ruth', lastName: 'Adler' },
    // Failed payments never count toward totals.
    { eventId: river.id, baseAmountCents: 99_900, firstName: 'Declined', lastName: 'Card', status: 'failed' },
  ];
  // Spread over the last weeks, oldest first, so the dashboard's charts show gifts coming in over time.
  for (const [index, gift] of gifts.entries()) {
    const given = new Date(Date.now() - (gifts.length - index) * 2 * DAY);
    await createDonation(db, { transactionDate: given, createdAt: given, ...gift });
  }

  const fiveK = await db.eventCategory.findFirstOrThrow({ where: { eventId: river.id, name: '5K Run' } });
  await createSignup(db, {
    eventId: river.id,
    teamCampaignId: waterWarriors.id,
    categoryId: fiveK.id,
    participants: [
      { firstName: 'Maya', lastName: 'Chen' },
      { firstName: 'Sam', lastName: 'Ortiz' },
    ],
  });
  await createSignup(db, {
    eventId: river.id,
    categoryId: fiveK.id,
    participants: [{ firstName: 'Jordan', lastName: 'Reyes' }],
  });
  await createSignup(db, {
    eventId: swim.id,
    categoryName: '1 Mile Swim',
    priceCents: 4500,
    participants: [{ firstName: 'Lena', lastName: 'Park' }],
  });
}

// `npm run db:seed`
if (import.meta.filename === process.argv[1]) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set.');
    process.exit(1);
  }
  const db = createPrismaClient(url, { maxConnections: 1 });
  seedDemoData(db, console.log)
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => db.$disconnect());
}
