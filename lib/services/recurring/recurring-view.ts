// What the monthly plan services answer, as types only (a view file holds no code).
export type { PlanView, PlanTarget, PlanHistoryEntry } from './plan-answer';
export type { CardUpdateStart } from './card-update';
export type { RunResult } from './run-recurring-charges';
export type { DonorPlan, EventRecurringSummary } from './recurring-summaries';
