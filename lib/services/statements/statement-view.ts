// What a year-end statement holds (types only: pages and components read these).

/** One gift on a statement: what it counts for once refunds are taken off. */
export type StatementGift = {
  id: string;
  date: Date;
  /** The campaign or event given to ("Team Falcon — Spring 5K", or the event's title). */
  target: string;
  cents: number;
};

/** One registration paid, listed apart: not a gift. */
export type StatementFee = {
  id: string;
  date: Date;
  /** The event, and the category registered in. */
  target: string;
  cents: number;
};

export type StatementData = {
  year: number;
  organizationName: string;
  organizationTaxId: string | null;
  donorName: string;
  donorEmail: string;
  gifts: StatementGift[];
  fees: StatementFee[];
  giftsCents: number;
  feesCents: number;
  issuedAt: Date;
};

/** A statement as a download. */
export type StatementFile = { filename: string; bytes: Uint8Array };

/** Run by the January email (and the sandbox clock): donors told now, and those told before. */
export type StatementNoticeRun = { sent: number; skipped: number };
