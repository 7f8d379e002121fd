import { z } from 'zod';
import { EVENT_TYPES } from '../rules/constants';
import { choiceField, integerField, optional } from './fields';

export const MAX_LIST_COUNT = 1000;
const COUNT_RULE = `count must be a whole number from 1 to ${MAX_LIST_COUNT}`;

/** GET /api/event/multiple answers at most this many events (each with its categories and sponsors). */
export const MAX_EVENT_LIST_COUNT = 100;

/**
 * GET /api/event/multiple?eventType&isHidden&count (CONTRACT §4). eventType is a stored kind
 * (both when missing); isHidden=false leaves hidden events out, which public lists always do;
 * count caps the list (newest first): 100 when missing, and never more than 100.
 */
export const eventListQuerySchema = z.object({
  eventType: optional(choiceField(EVENT_TYPES)),
  isHidden: optional(choiceField(['true', 'false'] as const)),
  count: optional(integerField({ min: 1, max: MAX_LIST_COUNT, message: COUNT_RULE })).transform((count) =>
    Math.min(count ?? MAX_EVENT_LIST_COUNT, MAX_EVENT_LIST_COUNT),
  ),
});

export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** GET /api/event/get_donations/{id}?count: the newest `count` donations (100 when missing). */
export const donationListQuerySchema = z.object({
  count: optional(integerField({ min: 1, max: MAX_LIST_COUNT, message: COUNT_RULE })),
});
