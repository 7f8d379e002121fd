// Data for the signup integration tests: an event set up for sign-ups and participants as the
// form sends them. (Not a test file itself.)
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { createEvent, createOrganizer, createTeamCampaign } from '@/prisma/seed/factories';
import { makeSignupSchema, signupConfigFor, type EventSignupInput } from '@/lib/validation/signup';

export const DAY = 24 * 60 * 60 * 1000;
export const WAIVER = 'I take part at my own risk.';
export const TEMPLATE = '# Hi {{firstName}}\n\nSee you at **{{event}}**. You paid {{amount}}.';

/** An open event with a waiver, sizes, a $35 and a free category, promo codes and a team. */
export async function createSignupEvent(overrides: Partial<Prisma.EventUncheckedCreateInput> = {}) {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: 'River Run',
    waiver: WAIVER,
    tshirtSizes: ['S', 'M', 'L'],
    emailTemplateParticipation: TEMPLATE,
    categories: {
      create: [
        { name: '5K Run', priceCents: 3500, position: 0 },
        { name: 'Kids Dash', priceCents: 0, position: 1 },
        { name: 'Odd Price', priceCents: 999, position: 2 },
      ],
    },
    promoCodes: {
      create: [
        { code: 'FIVEOFF', promoType: 'perItemPriceCut', value: 500, expiration: new Date(Date.now() + 10 * DAY) },
        { code: 'TENPCT', promoType: 'percentageCut', value: 1000, expiration: new Date(Date.now() + 10 * DAY) },
        { code: 'FREEBIE', promoType: 'percentageCut', value: 10000, expiration: new Date(Date.now() + 10 * DAY) },
        { code: 'HUGE', promoType: 'perItemPriceCut', value: 10000, expiration: new Date(Date.now() + 10 * DAY) },
        { code: 'EXPIRED', promoType: 'percentageCut', value: 5000, expiration: new Date(Date.now() - 1000) },
      ],
    },
    ...overrides,
  });
  const categories = await db.eventCategory.findMany({ where: { eventId: event.id }, orderBy: { position: 'asc' } });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Fast Feet' });
  return {
    organizer,
    event,
    team,
    run: categories[0],
    kids: categories[1],
    odd: categories[2],
  };
}

/** Participant `n` as the form sends it (strings from the selects). */
export function formPerson(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const names = ['Ada', 'Ben', 'Cleo', 'Dev'];
  return {
    firstName: names[n] ?? `Person${n}`,
    lastName: 'Lovelace',
    email: `person${n}@example.test`,
    phone: '555-123-456' + n,
    smsEnabled: true,
    shirtSize: 'M',
    gender: 'female',
    birthMonth: '12',
    birthDate: '10',
    birthYear: '1990',
    address: `${n + 1} Secret Lane`,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    addressSame: false,
    emergencyName: 'Charles',
    emergencyPhone: '555-987-6543',
    emergencyRelationship: 'friend',
    ...overrides,
  };
}

/** A family: the main participant, then people sharing the main address. */
export function family(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, n) =>
    n === 0 ? formPerson(0) : formPerson(n, { addressSame: true, address: '', city: '', state: '', zip: '' }),
  );
}

/** The form's values for `event`. */
export function formSignup(
  categoryId: string,
  overrides: Record<string, unknown> = {},
  participants = family(1),
): Record<string, unknown> {
  return {
    eventCategory: categoryId,
    teamCampaignId: '---General---',
    purpose: 'for fun',
    waiverAccepted: true,
    payFees: false,
    participants,
    ...overrides,
  };
}

/** The form's values parsed by the event's own schema, as recordSignup takes them. */
export function parsedSignup(
  event: Parameters<typeof signupConfigFor>[0],
  values: Record<string, unknown>,
): EventSignupInput {
  return makeSignupSchema(signupConfigFor(event)).parse(values);
}
