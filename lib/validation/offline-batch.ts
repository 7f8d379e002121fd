import { z } from 'zod';
import { offlineDonationSchema } from './donation';
import { optional, requiredString } from './fields';
import { ADD_A_GIFT, YES_OR_NO, tooLong, tooManyGifts } from '../rules/messages';

// Batch entry of offline gifts (the organizer's dashboard): many rows of the single offline gift
// form at once. Each row follows the very rules of `offlineDonationSchema` (names required, an
// amount of at least 5.00 in whole cents, an optional message), so the grid, a pasted CSV and the
// server all give the same messages. Targets are checked by the server, which knows the event's
// campaigns: a row names a team or individual campaign by id or by name, or goes to the
// campaign chosen for the whole batch (the event itself when none is).

export const MAX_BATCH_ROWS = 500;
/** A campaign's name or id in a row; longer is no campaign of ours. */
export const MAX_CAMPAIGN_REFERENCE = 200;

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** A checkbox's boolean, or a CSV cell: yes/no, y/n, true/false, 1/0, x, or blank (no). */
export const yesNoField = () =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return false;
      if (typeof value !== 'string') return value;
      const word = value.trim().toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : value;
    },
    z.boolean({ error: YES_OR_NO }),
  );

const { firstName, lastName, amount, message } = offlineDonationSchema.shape;

export const offlineBatchRowSchema = z.object({
  firstName,
  lastName,
  amount,
  message,
  anonymous: yesNoField(),
  /** A team or individual campaign of the event, by id or by name; blank: the batch's campaign. */
  campaign: optional(
    z
      .string()
      .trim()
      .max(MAX_CAMPAIGN_REFERENCE, { error: tooLong(MAX_CAMPAIGN_REFERENCE) }),
  ),
});

export const offlineBatchSchema = z.object({
  eventId: requiredString(),
  /** The team or individual campaign every row goes to unless it names its own; blank or '---General---': the event. */
  campaignId: optional(
    z
      .string()
      .trim()
      .max(MAX_CAMPAIGN_REFERENCE, { error: tooLong(MAX_CAMPAIGN_REFERENCE) }),
  ),
  rows: z
    .array(offlineBatchRowSchema, { error: ADD_A_GIFT })
    .min(1, { error: ADD_A_GIFT })
    .max(MAX_BATCH_ROWS, { error: tooManyGifts(MAX_BATCH_ROWS) }),
});

/** POST /api/offline_batch/undo {id}. */
export const undoOfflineBatchSchema = z.object({ id: requiredString() });

export type OfflineBatchRowInput = z.input<typeof offlineBatchRowSchema>;
export type OfflineBatchRow = z.output<typeof offlineBatchRowSchema>;
export type OfflineBatchInput = z.output<typeof offlineBatchSchema>;
