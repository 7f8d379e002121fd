// What the event services answer, as types only: the contracts (lib/contracts/events.ts) and
// components read these, never the services themselves (a view file holds no code).
import type { checkPromoCode } from './check-promo-code';
import type { createEvent } from './create-event';
import type { deleteEvent } from './delete-event';
import type { getEventTotals } from './get-event-totals';
import type { getPromoCodes } from './get-promo-codes';
import type { refreshEventCache } from './refresh-event-cache';
import type { sendTestEmail } from './send-test-email';
import type { updateEvent } from './update-event';

export type { PublicEvent } from './serialize-event';
export type { PublicDonation } from './get-event-donations';
export type { PublicTeamCampaign } from './get-team-campaigns';

export type CreateEventResult = Awaited<ReturnType<typeof createEvent>>;
export type UpdateEventResult = Awaited<ReturnType<typeof updateEvent>>;
export type DeleteEventResult = Awaited<ReturnType<typeof deleteEvent>>;
/** A promo code's check: its terms with `value` in hundredths (lib/rules/promo-codes.ts). */
export type PromoCheckResult = Awaited<ReturnType<typeof checkPromoCode>>;
export type PromoCodesResult = Awaited<ReturnType<typeof getPromoCodes>>;
export type EventTotalsResult = Awaited<ReturnType<typeof getEventTotals>>;
export type RefreshEventCacheResult = Awaited<ReturnType<typeof refreshEventCache>>;
export type TestEmailResult = Awaited<ReturnType<typeof sendTestEmail>>;
