import { describe, expect, it } from 'vitest';
import { logInCall } from './contracts/accounts';
import { checkPromoCodeCall, createEventCall, eventDonationsCall } from './contracts/events';
import { answer, errorResponse, readBody, readQuery } from './http';
import { loginSchema } from './validation/account';
import { donationListQuerySchema } from './validation/event-list-query';

// A call's contract on the server: the body and query read with its schema, the answer carried
// through its codec. Real Requests and Responses; the schemas are the app's own.

const post = (body: unknown, url = 'http://localhost/api/x') =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('readBody', () => {
  it('parses the body with the schema the contract names', async () => {
    expect(await readBody(post({ email: ' Ada@Example.org ', password: 'Secret1' }), logInCall, loginSchema)).toEqual({
      email: 'ada@example.org',
      password: 'Secret1',
    });
  });

  it('answers a bad body with the 400 of every call', async () => {
    const error = await readBody(post({ email: 'nope' }), logInCall, loginSchema).catch((caught: unknown) => caught);
    const response = errorResponse(error);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty('password');
  });

  it('hands a body its service checks over as it was sent, under the size the handler allows', async () => {
    expect(await readBody(post({ title: 'Run' }), createEventCall)).toEqual({ title: 'Run' });
    const big = post({ title: 'x'.repeat(200) });
    const refused = await readBody(big, createEventCall, { maxBytes: 100 }).catch((caught: unknown) => caught);
    expect(errorResponse(refused).status).toBe(413);
  });
});

describe('a body that says nothing', () => {
  it('reads an empty body sent without a type as {}, and still refuses a body of another type', async () => {
    const empty = new Request('http://localhost/api/x', { method: 'POST' });
    expect(await readBody(empty, createEventCall)).toEqual({});
    const blankForm = new Request('http://localhost/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const refused = await readBody(blankForm, createEventCall).catch((caught: unknown) => caught);
    expect(errorResponse(refused).status).toBe(415);
    const text = new Request('http://localhost/api/x', { method: 'POST', body: 'hello' });
    expect(errorResponse(await readBody(text, createEventCall).catch((caught: unknown) => caught)).status).toBe(415);
  });
});

describe('readQuery', () => {
  it('parses the query with the schema the contract names', () => {
    const request = new Request('http://localhost/api/event/get_donations/e1?count=5');
    expect(readQuery(request, eventDonationsCall, donationListQuerySchema)).toEqual({ count: 5 });
  });
});

describe('answer', () => {
  it('answers the JSON of the value, through the codec of the contract', async () => {
    const response = answer(checkPromoCodeCall, {
      success: true,
      promoInfo: { code: 'FIVE', promoType: 'perItemPriceCut', value: 525 },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      promoInfo: { code: 'FIVE', promoType: 'perItemPriceCut', value: 5.25 },
    });
  });

  it('keeps the status and headers given', async () => {
    const response = answer(logInCall, { user: { token: 't' } as never }, { status: 201, headers: { 'x-a': 'b' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-a')).toBe('b');
  });
});
