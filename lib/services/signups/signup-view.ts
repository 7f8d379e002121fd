// What the sign-up services answer, as types only: the contracts (lib/contracts/signups.ts,
// payments.ts) and components read these, never the services themselves (a view file holds no code).
export type { CompleteEventSignupResult, TransactionResponse } from './complete-event-signup';
export type { EventParticipant } from './list-event-participants';
export type { SignupResult, SignupSummary } from './signup-result';
