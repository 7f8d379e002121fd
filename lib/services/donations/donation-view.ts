// What the donation services answer and the donation pages show, as types only: the contracts
// (lib/contracts/donations.ts, payments.ts) and components read these, never the services
// themselves (a view file holds no code).
import type { addDonationRecord } from './add-donation-record';
import type { completeDonation } from './complete-donation';
import type { undoOfflineBatch } from './undo-offline-batch';

export type { OfflineDonationResult } from './add-offline-donation';
export type { BatchPreview, PreviewRow, SavedBatch } from './save-offline-batch';
/** One saved batch as the batch entry page lists it (cents, dates). */
export type { BatchSummary } from './get-batch-entry-page';
/** One of a donor's own gifts, as /profile lists it (cents). */
export type { DonorGift } from './list-donor-gifts';
/** A donor's receipt for one gift (cents). */
export type { DonationReceipt } from './get-donation-receipt';
/** What a donate page shows, as its server component loads it. */
export type { DonateChoice, DonatePage, DonatePayment } from './get-donate-page';

/** One offline gift as the organizer's lists show it, with what was done to it (cents). */
export type { OfflineGiftListItem } from './list-offline-donations';

/** An organizer's decision on one offline gift (confirm, reject, void), and an edit of one. */
export type { OfflineGiftDecision } from './confirm-offline-donation';
export type { UpdatedOfflineGift } from './update-offline-donation';

export type UndoOfflineBatchResult = Awaited<ReturnType<typeof undoOfflineBatch>>;
export type AddDonationRecordResult = Awaited<ReturnType<typeof addDonationRecord>>;
export type CompleteDonationResult = Awaited<ReturnType<typeof completeDonation>>;
/** The supporter wall (issue 21): a page of donor messages (cents), and the creator's hide call. */
export type { SupporterWall, WallMessage, WallTargetKind } from './supporter-wall';
export type HideDonationMessageResult = Awaited<ReturnType<typeof import('./supporter-wall').hideDonationMessage>>;
