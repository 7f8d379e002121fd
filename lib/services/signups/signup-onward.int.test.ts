import { describe, expect, it } from 'vitest';
import { GET as calendarRoute } from '@/app/api/event/calendar/[id]/route';
import { db } from '@/lib/db';
import { apiRequest, params } from '@/lib/testing/api-test-helpers';
import { createSignupEvent, family, formSignup, parsedSignup } from '@/lib/testing/signup-test-data';
import { getSignupConfirmationPage } from './get-signup-confirmation';
import { recordSignup } from './record-signup';

// Issue 21 §9: the confirmation page and email carry the event's date, time and place, an .ics
// file of it, and "Start fundraising for this event" under the chosen team.

const START = new Date('2027-03-07T14:00:00Z'); // 9:00 AM in New York

async function calendarOf(id: string) {
  return calendarRoute(apiRequest(`/api/event/calendar/${id}`), params({ id }));
}

describe('GET /api/event/calendar/{id}', () => {
  it('answers the event as text/calendar, CRLF, escaped, in UTC', async () => {
    const { event } = await createSignupEvent({
      title: 'River Run; 5K, 10K',
      dateTime: START,
      timeZone: 'America/New_York',
      location: 'Riverside Park, Gate 3',
    });
    const response = await calendarOf(event.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="River-Run-5K-10K\.ics"$/);
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(body).toContain('DTSTART:20270307T140000Z\r\n');
    expect(body).toContain('SUMMARY:River Run\\; 5K\\, 10K\r\n');
    expect(body).toContain('LOCATION:Riverside Park\\, Gate 3\r\n');
    expect(body).toContain(`UID:event-${event.id}@`);
    expect(body).toContain(`URL:http://localhost:3000/event/${event.id}\r\n`);
    // The same file on every call (a cache may keep it): no session, no clock.
    expect(await (await calendarOf(event.id)).text()).toBe(body);
  });

  it('is 404 for an event without a date and for an unknown id', async () => {
    const { event } = await createSignupEvent({ dateTime: null });
    expect((await calendarOf(event.id)).status).toBe(404);
    expect((await calendarOf('nope')).status).toBe(404);
  });
});

describe('the confirmation and the participation email', () => {
  it('carry the date, time, place, the .ics link and a fundraising page under the chosen team', async () => {
    const { event, kids, team } = await createSignupEvent({
      dateTime: START,
      timeZone: 'America/New_York',
      location: 'Riverside Park',
    });
    const input = parsedSignup(event, formSignup(kids.id, { teamCampaignId: team.id }, family(2)));
    const { transactionId } = await recordSignup({ eventId: event.id, input, payment: null });

    const page = await getSignupConfirmationPage({ eventId: event.id, transactionId });
    expect(page?.onward).toEqual({
      date: 'Sunday, March 7, 2027',
      time: '9:00 AM EST',
      location: 'Riverside Park',
      calendarPath: `/api/event/calendar/${event.id}`,
      fundraisePath: `/create_indiecampaign/${team.id}`,
    });

    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: 'person0@example.test' } });
    expect(mail.text).toContain('Date: Sunday, March 7, 2027');
    expect(mail.text).toContain('Time: 9:00 AM EST');
    expect(mail.text).toContain('Location: Riverside Park');
    expect(mail.text).toContain(`Add to calendar (.ics): http://localhost:3000/api/event/calendar/${event.id}`);
    expect(mail.text).toContain(
      `Start fundraising for this event: http://localhost:3000/create_indiecampaign/${team.id}`,
    );
    expect(mail.html).toContain(`href="http://localhost:3000/api/event/calendar/${event.id}"`);
  });

  it('without a team, offers a team page where the event takes them; without a date, no calendar', async () => {
    const { event, kids } = await createSignupEvent({
      dateTime: START,
      allowParticipantsWithoutTeam: true,
      teamCampaignCreationEnabled: true,
    });
    const input = parsedSignup(event, formSignup(kids.id, { teamCampaignId: null }, family(1)));
    const { transactionId } = await recordSignup({ eventId: event.id, input, payment: null });
    await db.event.update({ where: { id: event.id }, data: { dateTime: null } });
    const page = await getSignupConfirmationPage({ eventId: event.id, transactionId });
    expect(page?.onward).toMatchObject({
      date: null,
      calendarPath: null,
      fundraisePath: `/create_teamcampaign/${event.id}`,
    });
  });
});
