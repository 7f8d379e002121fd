import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../lib/services/accounts/password';
import type { Prisma } from '../../lib/generated/prisma/client';
import type { Db } from '../client';

// Factories shared by the seed and the tests: each creates one valid row with
// sensible defaults, and takes overrides for whatever the caller cares about.

type Client = Db | Prisma.TransactionClient;

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createUser(
  db: Client,
  overrides: Partial<Prisma.UserUncheckedCreateInput> & { password?: string } = {},
) {
  const { password = 'Password1', ...data } = overrides;
  const n = next();
  return db.user.create({
    data: {
      name: `User ${n}`,
      firstName: 'Test',
      lastName: `User${n}`,
      email: `user-${n}@example.test`,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      ...data,
    },
  });
}

export function createOrganizer(db: Client, overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(db, { userType: 'Organizer', ...overrides });
}

const DAY = 24 * 60 * 60 * 1000;

export function createEvent(db: Client, overrides: Partial<Prisma.EventUncheckedCreateInput> & { creatorId: string }) {
  return db.event.create({
    data: {
      title: `Event ${next()}`,
      description: 'A day of running, walking and giving.',
      dateTime: new Date(Date.now() + 30 * DAY),
      location: 'Riverside Park, New York, NY',
      targetFundCents: 2_500_000,
      categories: { create: [{ name: '5K Run', priceCents: 3500, position: 0 }] },
      ...overrides,
    },
  });
}

export function createFundraiser(
  db: Client,
  overrides: Partial<Prisma.EventUncheckedCreateInput> & { creatorId: string },
) {
  return createEvent(db, {
    eventType: 'fundraiserDriven',
    title: `Fundraiser ${next()}`,
    location: '',
    dateTime: new Date(Date.now() + 90 * DAY),
    categories: undefined,
    ...overrides,
  });
}

export function createTeamCampaign(
  db: Client,
  overrides: Partial<Prisma.TeamCampaignUncheckedCreateInput> & { eventId: string; creatorId: string },
) {
  return db.teamCampaign.create({
    data: { title: `Team ${next()}`, description: 'We run together.', targetFundCents: 100_000, ...overrides },
  });
}

export function createIndieCampaign(
  db: Client,
  overrides: Partial<Prisma.IndieCampaignUncheckedCreateInput> & { eventId: string; creatorId: string },
) {
  return db.indieCampaign.create({
    data: { title: `Runner ${next()}`, description: 'Every mile counts.', targetFundCents: 50_000, ...overrides },
  });
}

/** A succeeded donation; targetType follows the most specific id given. */
export function createDonation(
  db: Client,
  overrides: Partial<Prisma.DonationUncheckedCreateInput> & { eventId: string },
) {
  const targetType = overrides.indieCampaignId ? 3 : overrides.teamCampaignId ? 2 : 1;
  const base = overrides.baseAmountCents ?? 5000;
  return db.donation.create({
    data: {
      targetType,
      firstName: 'Dana',
      lastName: 'Donor',
      email: 'dana@example.test',
      baseAmountCents: base,
      totalAmountCents: base,
      method: 'safesave',
      status: 'succeeded',
      transactionId: randomUUID(),
      ...overrides,
    },
  });
}

/** A paid signup with its participants (the first is the main participant). */
export async function createSignup(
  db: Client,
  options: {
    eventId: string;
    teamCampaignId?: string | null;
    categoryId?: string | null;
    categoryName?: string;
    priceCents?: number;
    participants: Array<{ firstName: string; lastName: string; email?: string }>;
  },
) {
  const price = options.priceCents ?? 3500;
  const signup = await db.signup.create({
    data: {
      eventId: options.eventId,
      teamCampaignId: options.teamCampaignId ?? null,
      categoryId: options.categoryId ?? null,
      categoryName: options.categoryName ?? '5K Run',
      purpose: 'for fun',
      baseAmountCents: price * options.participants.length,
      totalAmountCents: price * options.participants.length,
      method: 'safesave',
      status: 'succeeded',
      transactionId: randomUUID(),
      waiverAccepted: true,
    },
  });
  let mainId: string | null = null;
  for (const person of options.participants) {
    const participant: { id: string } = await db.participant.create({
      data: {
        signupId: signup.id,
        eventId: options.eventId,
        teamCampaignId: options.teamCampaignId ?? null,
        parentParticipantId: mainId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email ?? `${person.firstName.toLowerCase()}@example.test`,
        phone: '555-010-0100',
        shirtSize: 'M',
        baseAmountCents: price,
        totalAmountCents: price,
      },
    });
    mainId ??= participant.id;
  }
  return signup;
}
