import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { GIFT_EMAILS_PER_DAY, milestonesReached, noticeDay } from '@/lib/rules/campaign-notices';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { publicDonorName } from '@/lib/rules/public-name';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { renderEmail } from '@/lib/services/mail/render-email';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';
import { fundraiserCampaignPath, indieCampaignPath, teamCampaignPath } from '@/lib/shared/paths';

// A campaign owner's news of their page (issue 21 §12), through the outbox: an email for each gift
// (the first five of a day; the rest in a digest the next day), and one when the page passes 25,
// 50, 75 and 100 % of its goal, once each (a unique row per campaign and milestone).

type CampaignKind = 'team' | 'indie';
type Campaign = {
  kind: CampaignKind;
  id: string;
  title: string;
  targetFundCents: number;
  owner: { id: string; email: string; firstName: string };
  url: string;
};

const ownerSelect = { select: { id: true, email: true, firstName: true } } as const;

async function loadCampaign(kind: CampaignKind, id: string): Promise<Campaign | null> {
  if (kind === 'indie') {
    const indie = await db.indieCampaign.findUnique({
      where: { id },
      select: { id: true, title: true, targetFundCents: true, creator: ownerSelect },
    });
    return indie && { kind, ...indie, owner: indie.creator, url: `${env.appUrl}${indieCampaignPath(id)}` };
  }
  const team = await db.teamCampaign.findUnique({
    where: { id },
    select: {
      id: true,
      title: true,
      targetFundCents: true,
      creator: ownerSelect,
      event: { select: { eventType: true } },
    },
  });
  if (!team) return null;
  const path = team.event.eventType === 'fundraiserDriven' ? fundraiserCampaignPath(id) : teamCampaignPath(id);
  return { kind, ...team, owner: team.creator, url: `${env.appUrl}${path}` };
}

/**
 * After a gift is recorded: tells its campaign's owner (the individual page's, else the team's),
 * and checks the milestones of that campaign and of the team above it. Safe to call twice for
 * one gift (the notice is unique per gift, the milestones per campaign).
 */
export async function notifyCampaignOwners({ donationId, now = new Date() }: { donationId: string; now?: Date }) {
  const gift = await db.donation.findUnique({
    where: { id: donationId },
    select: {
      id: true,
      teamCampaignId: true,
      indieCampaignId: true,
      firstName: true,
      lastName: true,
      anonymous: true,
      baseAmountCents: true,
      amountHidden: true,
      message: true,
    },
  });
  if (!gift) return;
  const direct: [CampaignKind, string] | null = gift.indieCampaignId
    ? ['indie', gift.indieCampaignId]
    : gift.teamCampaignId
      ? ['team', gift.teamCampaignId]
      : null;
  if (!direct) return;
  const campaign = await loadCampaign(...direct);
  if (campaign) await noticeOfGift(campaign, gift, now);

  const checked = [
    direct,
    ...(gift.indieCampaignId && gift.teamCampaignId ? [['team', gift.teamCampaignId] as const] : []),
  ];
  for (const [kind, id] of checked) {
    const target = kind === direct[0] && id === direct[1] ? campaign : await loadCampaign(kind, id);
    if (target) await noticeOfMilestones(target);
  }
  kickMailDelivery();
}

/** Gifts recorded in this process whose owners are not told yet. */
const queued = new Set<string>();
let flushing: Promise<void> | null = null;
const NOTICE_DELAY_MS = 250;

/**
 * After a gift is recorded: its campaign owner's news, sent in the background a moment later, so
 * the payer's request never waits for it and a burst of gifts is told in one pass. A notice is not
 * money: one queued when its process stops is not sent (the gift itself is safe).
 */
export function queueCampaignNotices(donationId: string) {
  queued.add(donationId);
  flushing ??= new Promise((resolve) => setTimeout(resolve, NOTICE_DELAY_MS))
    .then(async () => {
      while (queued.size > 0) {
        const ids = [...queued];
        queued.clear();
        for (const id of ids) {
          await notifyCampaignOwners({ donationId: id }).catch((error: unknown) =>
            console.error('[campaigns] owner notice failed', error),
          );
        }
      }
    })
    .finally(() => {
      flushing = null;
    });
}

/** Resolves once the queued notices are sent (tests). */
export const campaignNoticesSent = () => flushing ?? Promise.resolve();

type Gift = {
  id: string;
  firstName: string;
  lastName: string;
  anonymous: boolean;
  baseAmountCents: number;
  /** The donor kept the amount to themselves (issue 21's supporter wall): the owner's email says "a gift". */
  amountHidden: boolean;
  message: string | null;
};

async function noticeOfGift(campaign: Campaign, gift: Gift, now: Date) {
  const day = noticeDay(now);
  await db.$transaction(async (tx) => {
    // One gift at a time per campaign and day, so the sixth is always the digest's.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`gift-notice:${campaign.id}:${day}`}))`;
    if (await tx.campaignGiftNotice.findUnique({ where: { donationId: gift.id }, select: { id: true } })) return;
    const today = await tx.campaignGiftNotice.count({ where: { campaignId: campaign.id, day } });
    const digested = today >= GIFT_EMAILS_PER_DAY;
    await tx.campaignGiftNotice.create({
      data: {
        donationId: gift.id,
        campaignKind: campaign.kind,
        campaignId: campaign.id,
        ownerId: campaign.owner.id,
        day,
        digested,
        sentAt: digested ? null : now,
      },
    });
    if (!digested) await enqueueMail(tx, giftEmail(campaign, gift));
  });
}

function giftEmail(campaign: Campaign, gift: Gift) {
  const amount = gift.amountHidden ? null : formatDollarsAndCents(gift.baseAmountCents);
  const from = publicDonorName(gift);
  return {
    to: campaign.owner.email,
    subject: amount ? `${from} gave ${amount} to ${campaign.title}` : `${from} gave to ${campaign.title}`,
    ...renderEmail({
      heading: amount ? `A gift of ${amount}!` : 'A new gift!',
      paragraphs: [
        amount
          ? `${from} just gave ${amount} to your page ${campaign.title}.`
          : `${from} just gave to your page ${campaign.title} (and kept the amount to themselves).`,
        ...(gift.message?.trim() ? [`Their message: “${gift.message.trim()}”`] : []),
        'A thank-you and another share keep the gifts coming.',
      ],
      action: { label: 'See your page', url: campaign.url },
      note: `After ${GIFT_EMAILS_PER_DAY} gifts in a day, the rest of the day's come in one email the next day.`,
    }),
  };
}

async function noticeOfMilestones(campaign: Campaign) {
  const key = campaign.kind === 'indie' ? { indieCampaignId: campaign.id } : { teamCampaignId: campaign.id };
  const raised = await sumRaisedCents(key);
  const reached = milestonesReached(raised, campaign.targetFundCents);
  if (reached.length === 0) return;
  // Only the rows this call wrote: a milestone another call already recorded is not mailed again.
  const fresh = await db.campaignMilestoneNotice.createManyAndReturn({
    data: reached.map((percent) => ({ campaignKind: campaign.kind, campaignId: campaign.id, percent })),
    skipDuplicates: true,
    select: { percent: true },
  });
  for (const { percent } of fresh.sort((a, b) => a.percent - b.percent)) {
    await enqueueMail(db, milestoneEmail(campaign, percent, raised));
  }
}

function milestoneEmail(campaign: Campaign, percent: number, raisedCents: number) {
  const raised = formatDollarsAndCents(raisedCents);
  const goal = formatDollarsAndCents(campaign.targetFundCents);
  return {
    to: campaign.owner.email,
    subject:
      percent >= 100 ? `${campaign.title} reached its goal!` : `${campaign.title} passed ${percent}% of its goal`,
    ...renderEmail({
      heading: percent >= 100 ? 'Goal reached!' : `${percent}% of the way there`,
      paragraphs: [
        `${campaign.title} has raised ${raised} of its ${goal} goal.`,
        percent >= 100 ? 'Thank your supporters, and keep going if you like.' : 'Share it again to keep it moving.',
      ],
      action: { label: 'See your page', url: campaign.url },
    }),
  };
}

/**
 * The daily digests: for each campaign, the gifts of a past day that were not mailed one by one,
 * in one email to its owner. Run by the maintenance loop; a notice is marked in the transaction
 * that writes its email, so two instances never send one twice.
 */
export async function sendGiftDigests({ now = new Date() }: { now?: Date } = {}) {
  const today = noticeDay(now);
  const waiting = await db.campaignGiftNotice.findMany({
    where: { digested: true, sentAt: null, day: { lt: today } },
    select: { campaignKind: true, campaignId: true, day: true },
    distinct: ['campaignId', 'day'],
  });
  let sent = 0;
  for (const group of waiting) {
    const campaign = await loadCampaign(group.campaignKind as CampaignKind, group.campaignId);
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`gift-digest:${group.campaignId}:${group.day}`}))`;
      const notices = await tx.campaignGiftNotice.findMany({
        where: { campaignId: group.campaignId, day: group.day, digested: true, sentAt: null },
        select: { id: true, donationId: true },
      });
      if (notices.length === 0) return;
      await tx.campaignGiftNotice.updateMany({
        where: { id: { in: notices.map((notice) => notice.id) } },
        data: { sentAt: now },
      });
      if (!campaign) return;
      const gifts = await tx.donation.findMany({
        where: { id: { in: notices.map((notice) => notice.donationId) } },
        select: { firstName: true, lastName: true, anonymous: true, baseAmountCents: true, amountHidden: true },
        orderBy: { createdAt: 'asc' },
      });
      await enqueueMail(tx, digestEmail(campaign, group.day, gifts));
      sent += 1;
    });
  }
  if (sent > 0) kickMailDelivery();
  return { sent };
}

function digestEmail(
  campaign: Campaign,
  day: string,
  gifts: Array<{
    firstName: string;
    lastName: string;
    anonymous: boolean;
    baseAmountCents: number;
    amountHidden: boolean;
  }>,
) {
  const total = formatDollarsAndCents(gifts.reduce((sum, gift) => sum + gift.baseAmountCents, 0));
  return {
    to: campaign.owner.email,
    subject: `${gifts.length} more gifts to ${campaign.title} on ${day}`,
    ...renderEmail({
      heading: `${gifts.length} more gifts, ${total} in all`,
      paragraphs: [
        `Besides the gifts we mailed you one by one, ${campaign.title} received these on ${day} (UTC):`,
        ...gifts.map(
          (gift) =>
            `${publicDonorName(gift)}: ${gift.amountHidden ? 'amount kept private' : formatDollarsAndCents(gift.baseAmountCents)}`,
        ),
      ],
      action: { label: 'See your page', url: campaign.url },
    }),
  };
}
