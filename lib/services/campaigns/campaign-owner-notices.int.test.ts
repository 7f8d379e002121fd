import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';
import { notifyCampaignOwners, sendGiftDigests } from './campaign-owner-notices';
import { listMyCampaigns } from './list-my-campaigns';

// Issue 21 §12: a campaign's owner hears of each gift (five a day, the rest in a digest the next
// day) and of each quarter of the goal passed, once each.

async function setup(goalCents = 10_000) {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id });
  const captain = await createUser(db);
  const team = await createTeamCampaign(db, {
    eventId: event.id,
    creatorId: captain.id,
    title: 'Team Otter',
    targetFundCents: 1_000_000,
  });
  const runner = await createUser(db);
  const indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: runner.id,
    title: 'Miles for Mo',
    targetFundCents: goalCents,
  });
  const give = async (cents: number, now: Date, extra: { message?: string; amountHidden?: boolean } = {}) => {
    const gift = await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: cents,
      firstName: 'Priya',
      lastName: 'Shah',
      ...extra,
    });
    await notifyCampaignOwners({ donationId: gift.id, now });
    return gift;
  };
  const mailsTo = (email: string) => db.emailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' } });
  return { event, team, indie, runner, captain, give, mailsTo };
}

describe('gift emails to the campaign owner', () => {
  it('mails each of the first five gifts of a day, then digests the rest the next day', async () => {
    const { runner, give, mailsTo } = await setup(10_000_000);
    const day = new Date('2026-11-20T10:00:00Z');
    await give(1000, day, { message: 'Go Mo!' });
    let mails = await mailsTo(runner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Priya S. gave $10.00 to Miles for Mo');
    expect(mails[0].text).toContain('Go Mo!');
    for (let n = 0; n < 6; n++) await give(500 + n, new Date(day.getTime() + n * 60_000));
    mails = await mailsTo(runner.email);
    expect(mails.filter((mail) => mail.subject.includes(' gave '))).toHaveLength(5);

    // Same day: nothing digested yet.
    expect((await sendGiftDigests({ now: new Date('2026-11-20T23:00:00Z') })).sent).toBe(0);
    // Next day: one digest of the two beyond five, once.
    expect((await sendGiftDigests({ now: new Date('2026-11-21T01:00:00Z') })).sent).toBe(1);
    expect((await sendGiftDigests({ now: new Date('2026-11-21T02:00:00Z') })).sent).toBe(0);
    const digest = (await mailsTo(runner.email)).filter((mail) => mail.subject.includes('more gifts'));
    expect(digest).toHaveLength(1);
    expect(digest[0].subject).toBe('2 more gifts to Miles for Mo on 2026-11-20');
    expect(digest[0].text).toContain('Priya S.: $5.04');
    expect(digest[0].text).toContain('Priya S.: $5.05');

    // A new day starts a new count.
    await give(700, new Date('2026-11-21T09:00:00Z'));
    expect((await mailsTo(runner.email)).filter((mail) => mail.subject.includes(' gave '))).toHaveLength(6);

    // A donor who kept the amount to themselves: the owner hears of the gift, not of its amount.
    await give(4200, new Date('2026-11-21T10:00:00Z'), { amountHidden: true });
    const hidden = (await mailsTo(runner.email)).at(-1)!;
    expect(hidden.subject).toBe('Priya S. gave to Miles for Mo');
    expect(`${hidden.text} ${hidden.html}`).not.toContain('42.00');
  });

  it('notices one gift once, however often it is reported', async () => {
    const { runner, give, mailsTo } = await setup(10_000_000);
    const gift = await give(1000, new Date('2026-11-20T10:00:00Z'));
    await notifyCampaignOwners({ donationId: gift.id, now: new Date('2026-11-20T10:00:01Z') });
    expect(await mailsTo(runner.email)).toHaveLength(1);
  });
});

describe('milestone emails', () => {
  it('mails 25, 50, 75 and 100 % once each, to the individual page and to the team', async () => {
    const { runner, captain, team, give, mailsTo } = await setup(10_000);
    const now = new Date('2026-11-22T10:00:00Z');
    const milestones = async () =>
      (await mailsTo(runner.email))
        .filter((mail) => / passed | reached /.test(mail.subject))
        .map((mail) => mail.subject)
        // Two milestones of one gift may be queued in the same millisecond: compare them as a set.
        .sort();

    await give(2000, now);
    expect(await milestones()).toEqual([]);
    await give(600, now); // $26 of $100
    expect(await milestones()).toEqual(['Miles for Mo passed 25% of its goal']);
    await give(100, now); // still past 25 only: not again
    expect(await milestones()).toEqual(['Miles for Mo passed 25% of its goal']);
    await give(5000, now); // $77: 50 and 75 at once
    expect(await milestones()).toEqual([
      'Miles for Mo passed 25% of its goal',
      'Miles for Mo passed 50% of its goal',
      'Miles for Mo passed 75% of its goal',
    ]);
    await give(3000, now); // $107
    await give(3000, now);
    expect(await milestones()).toEqual([
      'Miles for Mo passed 25% of its goal',
      'Miles for Mo passed 50% of its goal',
      'Miles for Mo passed 75% of its goal',
      'Miles for Mo reached its goal!',
    ]);
    expect(
      await db.campaignMilestoneNotice.count({
        where: {
          campaignId: (
            await db.indieCampaign.findFirstOrThrow({ where: { title: 'Miles for Mo', creatorId: runner.id } })
          ).id,
        },
      }),
    ).toBe(4);

    // The team's goal is $10,000: its $137 is far from 25 %, so its captain has no milestone mail.
    expect((await mailsTo(captain.email)).filter((mail) => / passed | reached /.test(mail.subject))).toEqual([]);
    await db.teamCampaign.update({ where: { id: team.id }, data: { targetFundCents: 20_000 } });
    await give(100, now); // the team: $138 of $200 → 25 % and 50 %
    expect((await mailsTo(captain.email)).map((mail) => mail.subject).sort()).toEqual([
      'Team Otter passed 25% of its goal',
      'Team Otter passed 50% of its goal',
    ]);
  });
});

describe('listMyCampaigns (the profile)', () => {
  it("lists the user's pages with raised (counted gifts only) and goal, newest first", async () => {
    const { runner, event, team, indie } = await setup(10_000);
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 2500,
    });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 9999,
      status: 'failed',
    });
    const own = await createTeamCampaign(db, {
      eventId: event.id,
      creatorId: runner.id,
      title: 'Later Team',
      targetFundCents: 500,
    });
    const list = await listMyCampaigns({ userId: runner.id });
    expect(list.map((row) => [row.title, row.kind, row.raisedCents, row.goalCents])).toEqual([
      ['Later Team', 'team', 0, 500],
      ['Miles for Mo', 'indie', 2500, 10_000],
    ]);
    expect(list[0].url).toBe(`http://localhost:3000/team_campaign/${own.id}`);
    expect(list[1].path).toBe(`/indie_campaign/${indie.id}`);
  });
});
