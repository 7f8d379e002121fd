// What the refund services answer, as types only: the contracts (lib/contracts/refunds.ts) read
// these, never the services themselves (a view file holds no code).
export type { DonationRefundResult } from './refund-donation';
export type { CancelSignupResult } from './cancel-signup';
export type { EventGiftRow, EventRegistrationRow, MoneyListEvent, MoneyListPage } from './event-money-lists';
