import { describe, expect, it } from 'vitest';
import { checkPromoCodeCall, eventDonationsCall, getPromoCodesCall } from './events';
import { addressOf, answer, answerThrough, decodeAnswer, defineContract, encodeAnswer } from './contract';
import { hundredths } from './money';

describe('defineContract', () => {
  it('keeps the method and path, and says so when a call takes no body or query', () => {
    const call = defineContract({ method: 'GET', path: () => '/api/session', answer: answer<{ ok: true }>() });
    expect(call.method).toBe('GET');
    expect(call.path()).toBe('/api/session');
    expect(call.body).toBeNull();
    expect(call.query).toBeNull();
  });
});

describe('addressOf', () => {
  it('puts the parameters in the path, one encoded segment each', () => {
    expect(addressOf(eventDonationsCall, { id: 'a/b c' })).toBe('/api/event/get_donations/a%2Fb%20c');
  });

  it('adds the query, leaving out blank values', () => {
    expect(addressOf(eventDonationsCall, { id: 'e1' }, { count: 10 })).toBe('/api/event/get_donations/e1?count=10');
    expect(addressOf(eventDonationsCall, { id: 'e1' }, { count: null })).toBe('/api/event/get_donations/e1');
    expect(addressOf(eventDonationsCall, { id: 'e1' }, { count: '' })).toBe('/api/event/get_donations/e1');
  });
});

describe('an answer through its codec', () => {
  const call = defineContract({
    method: 'GET',
    path: () => '/api/total',
    answer: answerThrough<{ totalCents: number }, { total: number }>({
      encode: ({ totalCents }) => ({ total: hundredths.encode(totalCents) }),
      decode: ({ total }) => ({ totalCents: hundredths.decode(total) }),
    }),
  });

  it('goes out as its JSON and comes back as the app holds it', () => {
    expect(encodeAnswer(call, { totalCents: 1999 })).toEqual({ total: 19.99 });
    expect(decodeAnswer(call, { total: 19.99 })).toEqual({ totalCents: 1999 });
  });

  it('is left as it is without a codec', () => {
    const plain = defineContract({ method: 'GET', path: () => '/x', answer: answer<{ a: number }>() });
    const value = { a: 1 };
    expect(encodeAnswer(plain, value)).toBe(value);
    expect(decodeAnswer(plain, value)).toBe(value);
  });

  it('carries the promo check in dollars and percent (the JSON of today) and reads it back in hundredths', () => {
    const app = {
      success: true as const,
      promoInfo: { code: 'HALF', promoType: 'percentageCut' as const, value: 5000 },
    };
    const wire = encodeAnswer(checkPromoCodeCall, app);
    expect(wire).toEqual({ success: true, promoInfo: { code: 'HALF', promoType: 'percentageCut', value: 50 } });
    expect(decodeAnswer(checkPromoCodeCall, wire)).toEqual(app);
  });

  it('carries every promo code of an event the same way', () => {
    const app = {
      success: true as const,
      promoCodes: [{ code: 'EARLY', promoType: 'perItemPriceCut' as const, value: 525, expiration: '2030-01-01' }],
    };
    expect(encodeAnswer(getPromoCodesCall, app).promoCodes[0].value).toBe(5.25);
  });
});
