// The offline gift calls (CONTRACT §1 "Offline donation payload", the organizer's batch entry).
// The online donation's calls are in payments.ts. See contract.ts.
import type {
  BatchPreview,
  OfflineGiftDecision,
  UpdatedOfflineGift,
  OfflineDonationResult,
  SavedBatch,
  UndoOfflineBatchResult,
  HideDonationMessageResult,
  SupporterWall,
  WallMessage,
  WallTargetKind,
} from '@/lib/services/donations/donation-view';
import type { hideDonationMessageSchema, supporterWallQuerySchema } from '@/lib/validation/supporter-wall';
import { dollars } from './money';
import type {
  offlineDonationDecisionSchema,
  offlineDonationSchema,
  offlineDonationUpdateSchema,
} from '@/lib/validation/donation';
import type { offlineBatchSchema, undoOfflineBatchSchema } from '@/lib/validation/offline-batch';
import { answer, answerThrough, body, bodyCheckedByService, defineContract, query, type Codec } from './contract';
import { segment } from './segment';

/** POST /api/add_offline_donation — record a check or cash gift (the target's creator, its event's, or an admin). */
export const addOfflineDonationCall = defineContract({
  method: 'POST',
  path: () => '/api/add_offline_donation',
  body: body<typeof offlineDonationSchema>(),
  answer: answer<OfflineDonationResult>(),
});

/**
 * POST /api/offline_batch/preview — check a batch and show where each gift goes, writing nothing.
 * The service reads the body once it knows the event and its creator (a stranger learns nothing from a 400).
 */
export const previewOfflineBatchCall = defineContract({
  method: 'POST',
  path: () => '/api/offline_batch/preview',
  body: bodyCheckedByService<typeof offlineBatchSchema>(),
  answer: answer<BatchPreview>(),
});

/** POST /api/offline_batch — save a batch of offline gifts, all or nothing. */
export const saveOfflineBatchCall = defineContract({
  method: 'POST',
  path: () => '/api/offline_batch',
  body: bodyCheckedByService<typeof offlineBatchSchema>(),
  answer: answer<SavedBatch>(),
});

/** POST /api/offline_batch/undo — undo a saved batch {id}; its gifts stop counting. */
export const undoOfflineBatchCall = defineContract({
  method: 'POST',
  path: () => '/api/offline_batch/undo',
  body: body<typeof undoOfflineBatchSchema>(),
  answer: answer<UndoOfflineBatchResult>(),
});

type OneGift = { donationId: string };
const decision = (action: 'confirm' | 'reject' | 'void') =>
  defineContract({
    method: 'POST',
    path: ({ donationId }: OneGift) => `/api/offline_donation/${action}/${segment(donationId)}`,
    body: body<typeof offlineDonationDecisionSchema>(),
    answer: answer<OfflineGiftDecision>(),
  });

/**
 * POST /api/offline_donation/{confirm,reject,void}/{donationId} {reason?} — the event's creator (or
 * an admin) decides on one offline gift: confirm or reject one awaiting confirmation, void one that counts.
 */
export const offlineGiftDecisionCalls = {
  confirm: decision('confirm'),
  reject: decision('reject'),
  void: decision('void'),
};

/** POST /api/offline_donation/update/{donationId} — correct one offline gift (the event's creator, admins). */
export const updateOfflineGiftCall = defineContract({
  method: 'POST',
  path: ({ donationId }: OneGift) => `/api/offline_donation/update/${segment(donationId)}`,
  body: body<typeof offlineDonationUpdateSchema>(),
  answer: answer<UpdatedOfflineGift>(),
});

/** A wall message in the JSON: its amount in dollars (null when the donor hid it). */
type WireWallMessage = Omit<WallMessage, 'amountCents'> & { amount: number | null };
const wallCodec: Codec<SupporterWall, Omit<SupporterWall, 'messages'> & { messages: WireWallMessage[] }> = {
  encode: ({ messages, ...rest }) => ({
    ...rest,
    messages: messages.map(({ amountCents, ...message }) => ({
      ...message,
      amount: amountCents === null ? null : dollars.encode(amountCents),
    })),
  }),
  decode: ({ messages, ...rest }) => ({
    ...rest,
    messages: messages.map(({ amount, ...message }) => ({
      ...message,
      amountCents: amount === null ? null : dollars.decode(amount),
    })),
  }),
};

/** GET /api/supporter_wall/{kind}/{id}?before&count — donor messages of an event, team or individual page, newest first (anyone). */
export const supporterWallCall = defineContract({
  method: 'GET',
  path: ({ kind, id }: { kind: WallTargetKind; id: string }) => `/api/supporter_wall/${kind}/${segment(id)}`,
  query: query<typeof supporterWallQuerySchema>(),
  answer: answerThrough(wallCodec),
});

/** POST /api/donation/hide_message/{donationId} {hidden} — take a message off the wall or put it back (the event's creator, admins). */
export const hideDonationMessageCall = defineContract({
  method: 'POST',
  path: ({ donationId }: OneGift) => `/api/donation/hide_message/${segment(donationId)}`,
  body: body<typeof hideDonationMessageSchema>(),
  answer: answer<HideDonationMessageResult>(),
});
