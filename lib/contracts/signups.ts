// The event sign-up calls (fundraising spec §9): recording a sign-up and the creator's
// participant list. Paying for one is in payments.ts. See contract.ts.
import type { EventParticipant, SignupResult } from '@/lib/services/signups/signup-view';
import type { makeSignupRecordSchema, participantListSchema, signupEnvelopeSchema } from '@/lib/validation/signup';
import type { z } from 'zod';
import { answer, body, defineContract, failure } from './contract';
import type { SignupRefusal } from './refusals';

type SignupRecordInput = z.input<ReturnType<typeof makeSignupRecordSchema>>;

/**
 * What the browser sends to record a sign-up: the form's values, its event and how it was paid.
 * The handler reads the envelope (its event); the event's own schema reads the rest, and refuses
 * a purpose not chosen yet (the form's radio holds null until then) with the spec's message.
 */
export type SignupRecordBody = Omit<SignupRecordInput, 'purpose'> & { purpose: SignupRecordInput['purpose'] | null };

export type { SignupRefusal } from './refusals';

/** POST /api/participation/add_record — record a sign-up: a free one at once, a paid one once its provider confirms it. */
export const addSignupRecordCall = defineContract({
  method: 'POST',
  path: () => '/api/participation/add_record',
  body: body<typeof signupEnvelopeSchema, SignupRecordBody>(),
  answer: answer<SignupResult>(),
  failure: failure<SignupRefusal>(),
});

/** POST /api/participant — every participant of an event with every field {eventId} (its creator). */
export const eventParticipantsCall = defineContract({
  method: 'POST',
  path: () => '/api/participant',
  body: body<typeof participantListSchema>(),
  answer: answer<{ participants: EventParticipant[] }>(),
});
