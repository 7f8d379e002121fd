// Type-level tests of the contracts, compiled by `tsc --noEmit` (npm run typecheck), never run.
// Each `@ts-expect-error` marks a mistake the type check must refuse: were it to stop refusing
// one, the directive would be unused and tsc would fail. The `Equal` checks fail the same way.
import { apiCall } from '@/lib/client/api';
import { getUserCall, logInCall, sessionCall } from '@/lib/contracts/accounts';
import { teamCampaignTotalCall } from '@/lib/contracts/campaigns';
import { answer as answerType, defineContract, type AnswerOf, type BodyOf } from '@/lib/contracts/contract';
import { checkPromoCodeCall, getEventCall } from '@/lib/contracts/events';
import { answer, readBody } from '@/lib/http';
import type { getTeamCampaignTotals } from '@/lib/services/campaigns/get-campaign-totals';
import type { checkPromoCode } from '@/lib/services/events/check-promo-code';
import { forgotSchema, loginSchema } from '@/lib/validation/account';
import type { DonationFormValues, DonationRecord } from '@/lib/validation/donation-record';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(value?: T) => value;

// A call whose answer changes: the caller written for the old answer no longer compiles.
const totalBefore = defineContract({
  method: 'GET',
  path: () => '/api/total',
  answer: answerType<{ total: number }>(),
});
const totalAfter = defineContract({
  method: 'GET',
  path: () => '/api/total',
  answer: answerType<{ totalRaised: number }>(),
});
export async function readTotals() {
  const before = await apiCall(totalBefore);
  const after = await apiCall(totalAfter);
  if (!before.ok || !after.ok) return null;
  // @ts-expect-error the answer has no `total` any more
  return before.data.total + after.data.total;
}

// Answers derive from the services: the contract answers what the service returns, so a service
// returning another shape changes every caller's type.
expectType<Equal<AnswerOf<typeof teamCampaignTotalCall>, Awaited<ReturnType<typeof getTeamCampaignTotals>>>>();
expectType<Equal<AnswerOf<typeof checkPromoCodeCall>, Awaited<ReturnType<typeof checkPromoCode>>>>();

// The handler's answer must be the contract's.
export function answers() {
  answer(getEventCall, { event: null as unknown as AnswerOf<typeof getEventCall>['event'] });
  // @ts-expect-error not the contract's answer
  answer(getEventCall, { events: [] });
  // @ts-expect-error not the contract's answer
  return answer(teamCampaignTotalCall, { totalRaised: '12', teamCampaignId: 't1' });
}

// The handler reads the body with the contract's own schema, not another.
export async function reads(request: Request) {
  const input = await readBody(request, logInCall, loginSchema);
  input.password.trim();
  // @ts-expect-error another schema than the contract's
  await readBody(request, logInCall, forgotSchema);
}

// The browser sends the contract's body and parameters, and reads its answer.
export async function calls(body: BodyOf<typeof logInCall>) {
  // @ts-expect-error the body is missing
  await apiCall(logInCall, {});
  // @ts-expect-error the parameters are missing
  await apiCall(getUserCall);
  // @ts-expect-error a parameter of another name
  await apiCall(getUserCall, { params: { userId: 'u1' } });
  // @ts-expect-error a call without parameters takes none
  await apiCall(sessionCall, { params: { id: 'u1' } });
  const loggedIn = await apiCall(logInCall, { body });
  if (loggedIn.ok) loggedIn.data.user.token.trim();
  // @ts-expect-error the answer is only there when the call went through
  else loggedIn.data.user.token.trim();
}

// The donation record and its form's values come from the spec, field by field.
expectType<Equal<DonationRecord['baseAmount'], number>>();
expectType<Equal<DonationRecord['totalAmount'], number | null | undefined>>();
expectType<Equal<DonationRecord['eventId'], string | null>>();
expectType<Equal<DonationRecord['teamCampaignId'], string | null>>();
expectType<Equal<DonationRecord['birthYear'], number | null>>();
expectType<Equal<DonationRecord['address'], string | null>>();
expectType<Equal<DonationRecord['payFees'], boolean>>();
expectType<Equal<DonationFormValues['baseAmount'], string>>();
expectType<Equal<DonationFormValues['anonymous'], boolean>>();
// @ts-expect-error the form computes the total: it does not hold it
expectType<Equal<DonationFormValues['totalAmount'], string>>();
