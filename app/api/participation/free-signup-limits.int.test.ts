import { describe, expect, it } from 'vitest';
import { POST as addRecord } from '@/app/api/participation/add_record/route';
import { POST as completeEventSignup } from '@/app/api/safesave/complete_eventsignup/[tokenId]/route';
import { db } from '@/lib/db';
import { apiRequest, params, randomIp } from '@/lib/testing/api-test-helpers';
import { rateLimitKey } from '@/lib/services/rate-limit/consume';
import { createSignupEvent, family, formPerson, formSignup } from '@/lib/testing/signup-test-data';

// A free sign-up emails every address it names, with names the caller chooses, and no payment
// holds a script back: beside the 30 per client address, the same recipient can be signed up
// only a few times an hour, and an event takes a generous number an hour, from any addresses,
// so it cannot be made a mail relay (finding 9 of issue 18).

async function add(body: unknown, ip = randomIp()) {
  const response = await addRecord(apiRequest('/api/participation/add_record', { body, ip }), {});
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

async function completeFree(tokenId: string, body: unknown) {
  const request = apiRequest(`/api/safesave/complete_eventsignup/${tokenId}`, { body });
  const response = await completeEventSignup(request, params({ tokenId }));
  return { status: response.status, body: await response.json() };
}

const mailsTo = (to: string) => db.emailOutbox.count({ where: { to } });
const someone = (tag: string) => [formPerson(0, { email: `${tag}@example.test` })];

describe('free sign-ups', () => {
  it('sign up the same recipient 5 times an hour at most, from any address and either call', async () => {
    const { event, kids, run } = await createSignupEvent();
    const target = [formPerson(0, { email: 'Target@Example.test', firstName: 'Please', lastName: 'Click' })];
    for (let n = 0; n < 4; n++) {
      expect((await add({ eventId: event.id, ...formSignup(kids.id, {}, target) })).status).toBe(200);
    }
    // The hosted-gateway path of a free total counts against the same recipient.
    const fifth = await completeFree('tok_target5', {
      eventId: event.id,
      ...formSignup(run.id, { promoCode: 'FREEBIE' }, [formPerson(0, { email: ' target@example.test ' })]),
    });
    expect(fifth.status).toBe(200);

    const sixth = await add({ eventId: event.id, ...formSignup(kids.id, {}, target) });
    expect(sixth).toMatchObject({
      status: 429,
      body: { error: 'This email address was signed up too many times in the last hour. Please try again later.' },
    });
    expect(Number(sixth.retryAfter)).toBeGreaterThan(0);
    // Hidden among others, the recipient is still refused, and nothing of that sign-up is written.
    const hidden = await add({
      eventId: event.id,
      ...formSignup(kids.id, {}, [formPerson(0, { email: 'friend@example.test' }), ...target]),
    });
    expect(hidden.status).toBe(429);
    const again = await completeFree('tok_target7', {
      eventId: event.id,
      ...formSignup(run.id, { promoCode: 'FREEBIE' }, target),
    });
    expect(again.status).toBe(429);
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(5);
    expect(await mailsTo('target@example.test')).toBe(5);
    expect(await mailsTo('friend@example.test')).toBe(0);

    // Anyone else still signs up.
    expect((await add({ eventId: event.id, ...formSignup(kids.id, {}, someone('other')) })).status).toBe(200);
  });

  it('take 300 an hour per event, from any addresses, then 429 while other events go on', async () => {
    const { event, kids } = await createSignupEvent();
    const other = await createSignupEvent();
    // The hour's first 298 sign-ups, as the limit counts them (recording 298 would take minutes).
    await db.rateLimitBucket.create({
      data: { key: rateLimitKey('free-signup:event', event.id), windowStart: new Date(), count: 298 },
    });
    for (const n of [299, 300]) {
      expect((await add({ eventId: event.id, ...formSignup(kids.id, {}, someone(`runner${n}`)) })).status).toBe(200);
    }
    const refused = await add({ eventId: event.id, ...formSignup(kids.id, {}, someone('runner301')) });
    expect(refused).toMatchObject({
      status: 429,
      body: { error: 'This event is taking too many sign-ups right now. Please try again later.' },
    });
    expect(await mailsTo('runner301@example.test')).toBe(0);
    expect((await add({ eventId: other.event.id, ...formSignup(other.kids.id, {}, family(2)) })).status).toBe(200);
  });
});
