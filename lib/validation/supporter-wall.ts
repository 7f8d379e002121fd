import { z } from 'zod';
import { INVALID_CHOICE, WALL_COUNT_RULE } from '../rules/messages';
import { boundedString, integerField, optional } from './fields';

/** GET /api/supporter_wall/{kind}/{id}?before&count: the page after `before`, `count` messages (10 when missing, 50 at most). */
export const supporterWallQuerySchema = z.object({
  before: optional(boundedString(200)),
  count: optional(integerField({ min: 1, max: 50, message: WALL_COUNT_RULE })),
});

/** POST /api/donation/hide_message/{donationId} {hidden}: true (or missing) hides the message, false shows it again. */
export const hideDonationMessageSchema = z.object({
  hidden: z.boolean({ error: INVALID_CHOICE }).optional().default(true),
});
