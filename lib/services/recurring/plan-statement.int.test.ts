import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db';
import { callRoute, type RouteHandler } from '@/lib/testing/call-route';
import { pdfText } from '@/lib/testing/pdf-text';
import { createDonation, createEvent, createOrganizer } from '@/prisma/seed/factories';

// A monthly plan's manage link opens its donor's year-end statement without an account
// (CONTRACT §6: GET /api/recurring/{token}/statement/{year}): that donor's gifts of the year, the
// plan's installments among them, and nobody else's.

vi.hoisted(() => {
  delete process.env.SANDBOX;
  process.env.ORGANIZATION_NAME = 'Harbor Relief Fund';
});

type Params = { token: string; year: string };
let db: Db;
let planStatement: RouteHandler<Params>;

beforeAll(async () => {
  db = (await import('@/lib/db')).db;
  planStatement = (await import('@/app/api/recurring/[token]/statement/[year]/route')).GET as RouteHandler<Params>;
});

let token: string;

beforeAll(async () => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Lighthouse Monthly' });
  token = randomBytes(24).toString('base64url');
  const plan = await db.recurringPlan.create({
    data: {
      token,
      targetType: 0,
      eventId: event.id,
      firstName: 'Mira',
      lastName: 'Novak',
      email: 'Mira.Novak@example.test',
      amountCents: 2500,
      frequency: 'monthly',
      anchorDay: 5,
      periodDate: new Date('2025-03-05T00:00:00Z'),
      nextChargeDate: new Date('2025-04-05T00:00:00Z'),
      provider: 'safesave',
      customerId: 'vault-statement-test',
    },
  });
  const gift = (overrides: Parameters<typeof createDonation>[1]) =>
    createDonation(db, { firstName: 'Mira', lastName: 'Novak', email: 'mira.novak@example.test', ...overrides });
  await gift({
    eventId: event.id,
    planId: plan.id,
    baseAmountCents: 2500,
    transactionDate: new Date('2025-02-05T12:00:00Z'),
  });
  await gift({
    eventId: event.id,
    planId: plan.id,
    baseAmountCents: 2500,
    transactionDate: new Date('2025-03-05T12:00:00Z'),
  });
  // A gift of hers outside the plan counts too; another year's and another donor's do not.
  await gift({ eventId: event.id, baseAmountCents: 4000, transactionDate: new Date('2025-07-01T12:00:00Z') });
  await gift({ eventId: event.id, baseAmountCents: 777, transactionDate: new Date('2024-07-01T12:00:00Z') });
  await createDonation(db, {
    eventId: event.id,
    firstName: 'Someone',
    lastName: 'Else',
    email: 'else@example.test',
    baseAmountCents: 88800,
    transactionDate: new Date('2025-05-01T12:00:00Z'),
  });
});

async function statement(params: Params) {
  return planStatement(new Request(`http://localhost/api/recurring/${params.token}/statement/${params.year}`), {
    params: Promise.resolve(params),
  });
}

describe('GET /api/recurring/{token}/statement/{year}', () => {
  it("answers the plan donor's statement as a PDF: her gifts of that year, the installments among them", async () => {
    const response = await statement({ token, year: '2025' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Harbor Relief Fund');
    expect(text).toContain('Mira Novak');
    expect(text).toContain('Lighthouse Monthly');
    expect(text).toContain('$90.00');
    expect(text).not.toContain('$7.77');
    expect(text).not.toContain('$888.00');
  });

  it('refuses an unknown link (404) and a year that is not one (400), as JSON', async () => {
    const unknown = await callRoute(planStatement, {
      params: { token: randomBytes(24).toString('base64url'), year: '2025' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Plan not found.');
    const badYear = await callRoute(planStatement, { params: { token, year: '25' } });
    expect(badYear.status).toBe(400);
  });
});
