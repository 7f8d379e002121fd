import Papa from 'papaparse';
import { INVALID_ADDRESS } from '@/lib/rules/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getDonationsReport } from '@/app/api/report/donations/route';
import { GET as getParticipantsReport } from '@/app/api/report/participants/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createSignup,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';

// The CSV reports, called as Next.js calls them: who may download them, what they carry, that
// they parse back to the same rows, that formula cells come back escaped, and that a 10,000-row
// export is read from the database a page at a time.

type User = { id: string; sessionVersion: number };
type Handler = (request: Request, context: unknown) => Promise<Response> | Response;

async function request(handler: Handler, query: string, user?: User) {
  const path = handler === getDonationsReport ? '/api/report/donations' : '/api/report/participants';
  const headers: Record<string, string> = {};
  if (user) headers.cookie = `auth_token=${encodeURIComponent(await issueSessionToken(user))}`;
  return handler(new Request(`http://localhost${path}${query}`, { headers }), {});
}

function parse(text: string) {
  const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

async function download(handler: Handler, eventId: string, user: User) {
  const response = await request(handler, `?event=${eventId}`, user);
  expect(response.status).toBe(200);
  return { response, rows: parse(await response.text()) };
}

async function downloadText(handler: Handler, eventId: string, user: User) {
  const response = await request(handler, `?event=${eventId}`, user);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, rows: parse(text) };
}

let organizer: User & { name: string };
let stranger: User;
let otherOrganizer: User;
let event: { id: string; title: string };

beforeAll(async () => {
  organizer = await createOrganizer(db, { name: 'Olivia Organizer', email: 'report-organizer@example.test' });
  stranger = await createUser(db, { email: 'report-stranger@example.test' });
  otherOrganizer = await createOrganizer(db, { email: 'report-other@example.test' });
  event = await createEvent(db, { creatorId: organizer.id, title: 'River Run 5K', timeZone: 'America/New_York' });
});

describe('who may download a report', () => {
  it.each([
    ['donations', getDonationsReport],
    ['participants', getParticipantsReport],
  ] as const)(
    '%s: 401 logged out, 400 without an event, 404 unknown, 403 for anyone but the creator',
    async (_, get) => {
      const expectJson = async (response: Response, status: number, body: unknown) => {
        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual(body);
      };
      await expectJson(await request(get, `?event=${event.id}`), 401, { error: 'Please log in.' });
      await expectJson(await request(get, '', organizer), 400, {
        error: 'required',
        fieldErrors: { event: ['required'] },
      });
      await expectJson(await request(get, '?event=nope', organizer), 404, { error: 'Event not found.' });
      // A NUL character in the address is refused before any lookup (lib/http.ts).
      await expectJson(await request(get, '?event=%00bad', organizer), 400, { error: INVALID_ADDRESS });
      for (const user of [stranger, otherOrganizer]) {
        await expectJson(await request(get, `?event=${event.id}`, user), 403, {
          error: 'Only the creator of this event can do this.',
        });
      }
    },
  );
});

describe('GET /api/report/donations', () => {
  it('gives the creator every succeeded donation as CSV that parses back to the same rows', async () => {
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: stranger.id, title: 'Fast Feet' });
    const indie = await createIndieCampaign(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      creatorId: stranger.id,
      title: 'Priya runs',
    });
    await createDonation(db, {
      eventId: event.id,
      firstName: 'Dana',
      lastName: 'Donor',
      email: 'dana@example.test',
      phone: '555-010-0199',
      address: '1 Main St',
      city: 'Springfield',
      state: 'MA',
      zip: '01101',
      birthYear: 1990,
      birthMonth: 4,
      birthDay: 7,
      baseAmountCents: 5000,
      totalAmountCents: 5250,
      payFees: true,
      feePercentagePaid: 5,
      message: 'Go, team, go!\nSee you there.',
      transactionId: 'txn-online-1',
      transactionDate: new Date('2026-03-01T15:04:05Z'),
    });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      firstName: 'Ana',
      lastName: 'Nonymous',
      email: null,
      anonymous: true,
      baseAmountCents: 2000,
      totalAmountCents: 2000,
      method: 'offline',
      recordedById: organizer.id,
      transactionId: 'txn-offline-1',
      transactionDate: new Date('2026-03-02T12:00:00Z'),
    });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      firstName: 'Teo',
      lastName: 'Team',
      baseAmountCents: 1000,
      transactionId: 'txn-team-1',
      transactionDate: new Date('2026-03-03T12:00:00Z'),
    });
    // Took no money, or not this event's: left out. A refunded gift stays, marked (CONTRACT §5).
    for (const status of ['pending', 'failed'] as const)
      await createDonation(db, { eventId: event.id, status, firstName: `Not-${status}` });
    await createDonation(db, {
      eventId: event.id,
      status: 'partially_refunded',
      amountRefundedCents: 1250,
      firstName: 'Partly',
      transactionDate: new Date('2026-03-04T12:00:00Z'),
    });
    const elsewhere = await createEvent(db, { creatorId: organizer.id });
    await createDonation(db, { eventId: elsewhere.id, firstName: 'Elsewhere' });

    const { response, rows } = await download(getDonationsReport, event.id, organizer);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="donations-river-run-5k-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    expect(rows).toEqual([
      {
        Date: '2026-03-01 10:04:05',
        'Time Zone': 'America/New_York',
        'First Name': 'Dana',
        'Last Name': 'Donor',
        Email: 'dana@example.test',
        Phone: '555-010-0199',
        Address: '1 Main St',
        City: 'Springfield',
        State: 'MA',
        Zip: '01101',
        'Birth Date': '1990-04-07',
        'Target Type': 'Event',
        Target: 'River Run 5K',
        'Team Campaign': '',
        'Individual Campaign': '',
        'Base Amount': '50.00',
        Fee: '2.50',
        'Total Amount': '52.50',
        'Fee Covered': 'Yes',
        Anonymous: 'No',
        Message: 'Go, team, go!\nSee you there.',
        Refunded: '0.00',
        Status: 'Paid',
        'Transaction ID': 'txn-online-1',
        'Online/Offline': 'Online',
        'Payment Method': 'Card (hosted form)',
        'Recurring Plan': '',
        'Recorded By': '',
      },
      expect.objectContaining({
        'First Name': 'Ana',
        Email: '',
        'Target Type': 'Individual campaign',
        Target: 'Priya runs',
        'Team Campaign': 'Fast Feet',
        'Individual Campaign': 'Priya runs',
        'Base Amount': '20.00',
        Fee: '0.00',
        Anonymous: 'Yes',
        'Transaction ID': 'txn-offline-1',
        'Online/Offline': 'Offline',
        'Payment Method': 'Offline (cash or check)',
        'Recorded By': 'Olivia Organizer',
      }),
      expect.objectContaining({ 'First Name': 'Teo', 'Target Type': 'Team campaign', Target: 'Fast Feet' }),
      expect.objectContaining({ 'First Name': 'Partly', Refunded: '12.50', Status: 'Partly refunded' }),
    ]);
  });

  it('escapes cells a spreadsheet would run as formulas, and they parse back with the leading quote', async () => {
    const own = await createEvent(db, { creatorId: organizer.id, title: '=cmd|calc' });
    const evil = {
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: '+SUM(1,2)',
      email: '@evil.example',
      message: '-2+3',
      city: '\tTabbed',
      address: '\rReturn',
      state: '=1\n=2',
    };
    await createDonation(db, { eventId: own.id, ...evil });
    await createDonation(db, { eventId: own.id, firstName: 'Plain', lastName: 'a=b', message: "'quoted" });

    const { response, rows } = await download(getDonationsReport, own.id, organizer);
    expect(response.headers.get('content-disposition')).toMatch(/filename="donations-cmd-calc-/);
    expect(rows[0]).toMatchObject({
      'First Name': `'${evil.firstName}`,
      'Last Name': `'${evil.lastName}`,
      Email: `'${evil.email}`,
      Message: `'${evil.message}`,
      City: `'${evil.city}`,
      Address: `'${evil.address}`,
      State: `'${evil.state}`,
    });
    expect(rows[1]).toMatchObject({ 'First Name': 'Plain', 'Last Name': 'a=b', Message: "'quoted" });
    // No cell of the file starts a formula.
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('answers just the header line for an event without donations, marked UTF-8 for spreadsheets', async () => {
    const empty = await createEvent(db, { creatorId: organizer.id });
    const response = await request(getDonationsReport, `?event=${empty.id}`, organizer);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte order mark Excel needs
    const text = new TextDecoder().decode(bytes); // which a decoder drops, as Response.text() does
    expect(text.startsWith('Date,Time Zone,First Name,')).toBe(true);
    expect(text.endsWith('Recorded By\r\n')).toBe(true);
    expect(parse(text)).toEqual([]);
  });
});

describe('GET /api/report/participants', () => {
  it('gives one line per participant of each paid sign-up, with every participant and sign-up field', async () => {
    const run = await createEvent(db, {
      creatorId: organizer.id,
      title: 'Harbor Swim',
      timeZone: 'UTC',
      waiver: 'Swim at your own risk.',
    });
    const team = await createTeamCampaign(db, { eventId: run.id, creatorId: stranger.id, title: 'Wave Riders' });
    const category = await db.eventCategory.findFirstOrThrow({ where: { eventId: run.id } });
    const signup = await createSignup(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      categoryId: category.id,
      categoryName: '5K Run',
      priceCents: 3500,
      participants: [
        { firstName: 'Maya', lastName: 'Chen', email: 'maya@example.test' },
        { firstName: 'Leo', lastName: '=Chen', email: 'leo@example.test' },
      ],
    });
    await db.signup.update({
      where: { id: signup.id },
      data: {
        promoCode: 'EARLY',
        discountCents: 500,
        totalAmountCents: 6825,
        payFees: true,
        feePercentage: 5,
        billingFirstName: 'Maya',
        billingLastName: 'Chen',
        billingAddress: '9 Harbor Rd',
        billingCity: 'Boston',
        billingState: 'MA',
        billingPostal: '02110',
        createdAt: new Date('2026-02-10T08:00:00Z'),
        transactionId: 'signup-txn-1',
      },
    });
    await db.participant.updateMany({
      where: { signupId: signup.id, firstName: 'Maya' },
      data: {
        smsEnabled: false,
        address: '9 Harbor Rd',
        city: 'Boston',
        state: 'MA',
        zip: '02110',
        gender: 'female',
        birthYear: 1988,
        birthMonth: 12,
        birthDay: 1,
        emergencyName: 'Wen Chen',
        emergencyPhone: '555-010-0111',
        emergencyRelationship: 'sister',
        shirtSize: 'S',
        discountCents: 500,
        totalAmountCents: 3000,
        promoCode: 'EARLY',
      },
    });
    await db.participant.updateMany({
      where: { signupId: signup.id, firstName: 'Leo' },
      data: { addressSame: true },
    });
    const unpaid = await createSignup(db, { eventId: run.id, participants: [{ firstName: 'Pending', lastName: 'P' }] });
    await db.signup.update({ where: { id: unpaid.id }, data: { status: 'pending' } });
    // A cancelled registration stays on the organizer's record, marked (CONTRACT §5).
    const cancelled = await createSignup(db, {
      eventId: run.id,
      participants: [{ firstName: 'Gone', lastName: 'G' }],
    });
    await db.signup.update({
      where: { id: cancelled.id },
      data: { status: 'cancelled', amountRefundedCents: 3500, cancelledAt: new Date() },
    });

    await db.participant.updateMany({
      where: { signupId: signup.id, firstName: 'Leo' },
      data: { checkedInAt: new Date('2026-06-01T08:42:00Z') },
    });
    const { response, rows } = await download(getParticipantsReport, run.id, organizer);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="participants-harbor-swim-/);
    expect(rows).toEqual([
      {
        'Signup Date': '2026-02-10 08:00:00',
        'Time Zone': 'UTC',
        'Signup ID': signup.id,
        'Main Participant': 'Yes',
        'First Name': 'Maya',
        'Last Name': 'Chen',
        Email: 'maya@example.test',
        Phone: '555-010-0100',
        'SMS Enabled': 'No',
        'Address Same As Main': 'No',
        Address: '9 Harbor Rd',
        City: 'Boston',
        State: 'MA',
        Zip: '02110',
        Gender: 'female',
        'Birth Date': '1988-12-01',
        'Emergency Name': 'Wen Chen',
        'Emergency Phone': '555-010-0111',
        'Emergency Relationship': 'sister',
        'Shirt Size': 'S',
        'Team Campaign': 'Wave Riders',
        Category: '5K Run',
        Purpose: 'for fun',
        'Promo Code': 'EARLY',
        'Base Amount': '35.00',
        Discount: '5.00',
        'Total Amount': '30.00',
        'Signup Base Amount': '70.00',
        'Signup Discount': '5.00',
        'Signup Total Amount': '68.25',
        'Fee Covered': 'Yes',
        'Fee Percentage': '5',
        'Billing First Name': 'Maya',
        'Billing Last Name': 'Chen',
        'Billing Address': '9 Harbor Rd',
        'Billing City': 'Boston',
        'Billing State': 'MA',
        'Billing Postal': '02110',
        'Waiver Accepted': 'Yes',
        'Transaction ID': 'signup-txn-1',
        'Payment Method': 'Card (hosted form)',
        Refunded: '0.00',
        Status: 'Paid',
        'Checked in at': '',
        Ticket: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
      },
      expect.objectContaining({
        'Checked in at': '2026-06-01 08:42:00',
        'Main Participant': 'No',
        'First Name': 'Leo',
        'Last Name': "'=Chen",
        'Address Same As Main': 'Yes',
        'SMS Enabled': 'Yes',
        'Promo Code': 'EARLY',
        'Signup ID': signup.id,
      }),
      expect.objectContaining({ 'First Name': 'Gone', Status: 'Cancelled', Refunded: '35.00' }),
    ]);
  });
});

describe('GET /api/report/participants: columns nobody filled (issue 21 §14)', () => {
  it('leaves out a column empty in every row, keeps Status, and leaves Waiver Accepted blank without a waiver', async () => {
    const plain = await createEvent(db, {
      creatorId: organizer.id,
      title: 'Plain Walk',
      timeZone: 'UTC',
      waiver: null,
    });
    await createSignup(db, {
      eventId: plain.id,
      participants: [{ firstName: 'Ann', lastName: 'A', email: 'ann@example.test' }],
    });
    await createSignup(db, {
      eventId: plain.id,
      participants: [{ firstName: 'Bo', lastName: 'B', email: 'bo@example.test' }],
    });

    const { text, rows } = await downloadText(getParticipantsReport, plain.id, organizer);
    const header = text
      .replace(/^\ufeff/, '')
      .split('\r\n')[0]
      .split(',');
    for (const empty of [
      'Billing First Name',
      'Billing Last Name',
      'Billing Address',
      'Billing City',
      'Billing State',
      'Billing Postal',
      'Waiver Accepted',
      'Emergency Name',
      'Promo Code',
    ]) {
      expect(header).not.toContain(empty);
    }
    expect(header).toEqual(expect.arrayContaining(['First Name', 'Email', 'Transaction ID', 'Status']));
    expect(rows.map((row) => row['First Name'])).toEqual(['Ann', 'Bo']);
    expect(rows.every((row) => Object.keys(row).length === header.length)).toBe(true);

    // A column filled in one row only stays, empty in the others.
    const third = await createSignup(db, {
      eventId: plain.id,
      participants: [{ firstName: 'Cy', lastName: 'C', email: 'cy@example.test' }],
    });
    await db.signup.update({ where: { id: third.id }, data: { billingCity: 'Salem' } });
    const again = await downloadText(getParticipantsReport, plain.id, organizer);
    expect(again.rows.map((row) => row['Billing City'])).toEqual(['', '', 'Salem']);
    expect(Object.keys(again.rows[0])).not.toContain('Billing Postal');
  });

  it('keeps every column in the header of an event with no sign-ups', async () => {
    const empty = await createEvent(db, { creatorId: organizer.id, title: 'Nobody Yet', timeZone: 'UTC' });
    const { text } = await downloadText(getParticipantsReport, empty.id, organizer);
    expect(text).toContain('Billing Postal');
    expect(text).toContain('Status');
  });
});

describe('a 10,000-row export', () => {
  const ROWS = 10_000;
  const PAGE = 500;
  let big: { id: string };

  beforeAll(async () => {
    big = await createEvent(db, { creatorId: organizer.id, title: 'Big Gala' });
    // Statements of 2,000 rows (one INSERT each): rows of one statement share their
    // transactionDate, so only the id keeps the pages apart.
    for (let start = 0; start < ROWS; start += 2000) {
      await db.donation.createMany({
        data: Array.from({ length: 2000 }, (_, i) => {
          const n = start + i;
          return {
            targetType: 1,
            eventId: big.id,
            firstName: `Donor${n}`,
            lastName: n % 100 === 0 ? `=evil${n}` : 'Big',
            email: `donor${n}@example.test`,
            baseAmountCents: 500 + n,
            totalAmountCents: 500 + n,
            method: 'offline' as const,
            status: 'succeeded' as const,
            transactionId: `big-${n}`,
          };
        }),
      });
    }
  });

  it('streams every row exactly once, a page of rows per chunk, and parses back', async () => {
    const response = await request(getDonationsReport, `?event=${big.id}`, organizer);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(decoder.decode(value));
    }
    // The header line, then one chunk per page of 500 rows read from the database.
    expect(chunks).toHaveLength(1 + ROWS / PAGE);
    for (const chunk of chunks.slice(1)) expect(chunk.split('\r\n').filter(Boolean)).toHaveLength(PAGE);

    const rows = parse(chunks.join(''));
    expect(rows).toHaveLength(ROWS);
    const ids = new Set(rows.map((row) => row['Transaction ID']));
    expect(ids.size).toBe(ROWS);
    expect(ids.has('big-0') && ids.has(`big-${ROWS - 1}`)).toBe(true);
    const total = rows.reduce((sum, row) => sum + Math.round(Number(row['Base Amount']) * 100), 0);
    expect(total).toBe(ROWS * 500 + (ROWS * (ROWS - 1)) / 2);
    expect(rows.filter((row) => row['Last Name'].startsWith("'=evil"))).toHaveLength(ROWS / 100);
  });

  it('reads a page only when the download asks for it', async () => {
    const response = await request(getDonationsReport, `?event=${big.id}`, organizer);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value); // the header
    text += decoder.decode((await reader.read()).value); // the first page
    // Had the export read every row up front, they would all still come; it reads as it goes,
    // so after this only what was already read (the first page, perhaps the next) comes out.
    await db.donation.deleteMany({ where: { eventId: big.id } });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    const rows = parse(text);
    expect(rows.length).toBeGreaterThanOrEqual(PAGE);
    expect(rows.length).toBeLessThanOrEqual(2 * PAGE);
  });
});
