import { describe, expect, it } from 'vitest';
import { GET as getParticipants } from '@/app/api/team_campaign/get_participants/[id]/route';
import { db } from '@/lib/db';
import { callRoute } from '@/lib/testing/call-route';
import { createEvent, createOrganizer, createSignup, createTeamCampaign } from '@/prisma/seed/factories';

// Issue 21, item 10: a participant under 18 by their birth date appears in public lists by the
// first initial only; an adult as first name and last initial (CONTRACT §1).

describe('GET /api/team_campaign/get_participants/{id}', () => {
  it('lists a child by the first initial only', async () => {
    const organizer = await createOrganizer(db, { email: 'children-organizer@example.test' });
    const event = await createEvent(db, { creatorId: organizer.id });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
    await createSignup(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      participants: [
        { firstName: 'Jorge', lastName: 'Ramirez' },
        { firstName: 'Lucia', lastName: 'Ramirez' },
      ],
    });
    const thisYear = new Date().getUTCFullYear();
    await db.participant.updateMany({
      where: { firstName: 'Jorge', eventId: event.id },
      data: { birthYear: thisYear - 40, birthMonth: 1, birthDay: 1 },
    });
    await db.participant.updateMany({
      where: { firstName: 'Lucia', eventId: event.id },
      data: { birthYear: thisYear - 9, birthMonth: 1, birthDay: 1 },
    });
    const { status, body, text } = await callRoute(getParticipants, { params: { id: team.id } });
    expect(status).toBe(200);
    const names = (Array.isArray(body) ? body : (body.participants ?? body)).map((p: { name: string }) => p.name);
    expect(names).toEqual(['Jorge R.', 'L.']);
    expect(text).not.toContain('Lucia');
  });
});
