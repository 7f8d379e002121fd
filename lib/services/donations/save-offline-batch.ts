import 'server-only';
import { randomUUID } from 'node:crypto';
import { badRequest, notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { CHOOSE_A_CAMPAIGN_OF_THIS_EVENT, EVENT_NOT_FOUND, TOO_MANY_OFFLINE_GIFTS } from '@/lib/rules/messages';
import { centsToDollars, dollarsToCents } from '@/lib/rules/money';
import { invalidateEvent } from '@/lib/services/events/cache-tags';
import { isPlausibleId } from '@/lib/rules/ids';
import { requireEventCreator } from '@/lib/services/events/require-event-creator';
import { chargeRateLimit } from '@/lib/services/rate-limit/consume';
import { toValidationErrorBody } from '@/lib/validation/field-errors';
import { MAX_CAMPAIGN_REFERENCE, offlineBatchSchema, type OfflineBatchInput } from '@/lib/validation/offline-batch';
import {
  eventTarget,
  findCampaignById,
  findCampaignByIdOrName,
  loadEventCampaigns,
  targetTypeOf,
  type BatchTarget,
} from '@/lib/services/targets/event-campaigns';

// POST /api/offline_batch/preview and POST /api/offline_batch: the same checks, then either the
// answer of what would be saved (the preview) or the save itself, all rows in one transaction.
// Any bad row and nothing is written: 400 with every problem of every row at once
// (`rows.{n}.{field}`), so the preview and the save can never disagree.

export type PreviewRow = {
  firstName: string;
  lastName: string;
  /** Dollars. */
  amount: number;
  anonymous: boolean;
  message: string | null;
  target: { type: BatchTarget['type']; _id: string; title: string };
};

export type BatchPreview = { success: true; count: number; total: number; rows: PreviewRow[] };

export type SavedBatch = {
  success: true;
  message: string;
  batch: { _id: string; createdAt: string; count: number; total: number };
};

type Checked = { user: CurrentUser; eventId: string; input: OfflineBatchInput; targets: BatchTarget[] };

/** Everything wrong with the batch, as the shared 400 answer; the first message says which row. */
function invalid(fieldErrors: Record<string, string[]>): never {
  const [firstKey, firstMessages] = Object.entries(fieldErrors).sort(([a], [b]) => rowOf(a) - rowOf(b))[0];
  const row = /^rows\.(\d+)\./.exec(firstKey);
  const message = firstMessages[0];
  throw badRequest(row ? `Row ${Number(row[1]) + 1}: ${message}` : message, { fieldErrors });
}

const rowOf = (key: string) => {
  const match = /^rows\.(\d+)/.exec(key);
  return match ? Number(match[1]) : -1;
};

function rawRows(body: unknown): unknown[] {
  const rows = (body as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? rows : [];
}

function rawString(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 401, then 400 without an event id, then 404/403 (creator only), then every row checked. */
async function checkBatch(user: CurrentUser | null, body: unknown): Promise<Checked> {
  if (!user) throw unauthorized();
  const parsed = offlineBatchSchema.safeParse(body);
  const eventId = rawString((body as { eventId?: unknown } | null)?.eventId);
  if (!eventId && !parsed.success) throw parsed.error; // the shared 400 answer (lib/http.ts)
  if (!isPlausibleId(eventId)) throw notFound(EVENT_NOT_FOUND);
  await requireEventCreator({ user, eventId });
  const event = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { id: true, title: true } });
  const campaigns = await loadEventCampaigns(event);

  const fieldErrors: Record<string, string[]> = parsed.success ? {} : toValidationErrorBody(parsed.error).fieldErrors;
  const add = (key: string, message: string) => (fieldErrors[key] ??= []).push(message);

  // Targets are checked whatever else is wrong, so the preview lists every problem at once.
  const chosen = rawString((body as { campaignId?: unknown }).campaignId);
  const batchTarget = chosen ? findCampaignById(campaigns, chosen) : eventTarget(campaigns);
  if (!batchTarget) add('campaignId', CHOOSE_A_CAMPAIGN_OF_THIS_EVENT);
  const targets = rawRows(body).map((row, index) => {
    const named = rawString((row as { campaign?: unknown } | null)?.campaign);
    if (!named) return batchTarget ?? eventTarget(campaigns);
    if (named.length > MAX_CAMPAIGN_REFERENCE) return eventTarget(campaigns); // the schema says why
    const found = findCampaignByIdOrName(campaigns, named);
    if ('error' in found) {
      add(`rows.${index}.campaign`, found.error);
      return eventTarget(campaigns);
    }
    return found.target;
  });

  if (!parsed.success || Object.keys(fieldErrors).length > 0) invalid(fieldErrors);
  return { user, eventId, input: parsed.data, targets };
}

/** What the batch would save, row by row with each gift's campaign; writes nothing. */
export async function previewOfflineBatch({ user, body }: { user: CurrentUser | null; body: unknown }) {
  const { input, targets } = await checkBatch(user, body);
  const rows: PreviewRow[] = input.rows.map((row, index) => ({
    firstName: row.firstName,
    lastName: row.lastName,
    amount: row.amount,
    anonymous: row.anonymous,
    message: row.message ?? null,
    target: { type: targets[index].type, _id: targets[index].id, title: targets[index].title },
  }));
  return { success: true, count: rows.length, total: sumDollars(rows), rows } satisfies BatchPreview;
}

const sumDollars = (rows: Array<{ amount: number }>) =>
  centsToDollars(rows.reduce((sum, row) => sum + dollarsToCents(row.amount), 0));

const formatDollars = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

/**
 * Saves every gift of the batch as a succeeded offline donation recorded by `user`, with the
 * batch, in one transaction (all or nothing); then expires the event's cached pages. Each gift
 * counts against the organizer's hourly limit of offline gifts, the whole batch or nothing (429).
 */
export async function saveOfflineBatch({
  user,
  body,
  now = new Date(),
}: {
  user: CurrentUser | null;
  body: unknown;
  now?: Date;
}): Promise<SavedBatch> {
  const checked = await checkBatch(user, body);
  const { eventId, input, targets } = checked;
  const recordedById = checked.user.id;
  await chargeRateLimit('offline-gift:organizer', recordedById, input.rows.length, TOO_MANY_OFFLINE_GIFTS);

  const batch = await db.$transaction(async (tx) => {
    const created = await tx.offlineDonationBatch.create({
      data: { eventId, createdById: recordedById, createdAt: now },
    });
    await tx.donation.createMany({
      data: input.rows.map((row, index) => ({
        targetType: targetTypeOf(targets[index]),
        eventId,
        teamCampaignId: targets[index].teamCampaignId,
        indieCampaignId: targets[index].indieCampaignId,
        firstName: row.firstName,
        lastName: row.lastName,
        anonymous: row.anonymous,
        message: row.message ?? null,
        baseAmountCents: dollarsToCents(row.amount),
        totalAmountCents: dollarsToCents(row.amount),
        method: 'offline' as const,
        status: 'succeeded' as const,
        transactionId: `offline-${randomUUID()}`,
        transactionDate: now,
        createdAt: now,
        recordedById,
        batchId: created.id,
      })),
    });
    return created;
  });

  invalidateEvent(eventId);
  const total = sumDollars(input.rows);
  const count = input.rows.length;
  return {
    success: true,
    message: `Saved ${count} ${count === 1 ? 'gift' : 'gifts'} (${formatDollars(total)}).`,
    batch: { _id: batch.id, createdAt: batch.createdAt.toISOString(), count, total },
  };
}
