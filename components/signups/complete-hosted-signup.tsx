'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '@/components/account/banner';
import { apiCall } from '@/lib/client/api';
import { completeEventSignupCall } from '@/lib/contracts/payments';
import { HOSTED_PROVIDER_FAILURE_CODE } from '@/lib/rules/constants';
import { HOSTED_PROVIDER_FAILURE, SIGNUP_DATA_LOST, WAITING } from '@/lib/rules/messages';
import { describeResultCode } from '@/lib/rules/payment-result-codes';
import { eventSignupPath } from '@/lib/shared/paths';
import { clearPendingSignup, readPendingSignup, storeSignupDecline } from './pending-signup';
import { ProblemMessage, type Problem } from './problem-message';
import { plainDeclineReason } from '@/lib/rules/payment-failure';

type State = { kind: 'waiting' } | ({ kind: 'failed'; issue?: number; reason?: string } & Problem);

/**
 * /signup_confirmation?event&token-id: back from the hosted card form, the browser completes the
 * payment with the signup it kept (pending-signup.ts), once. Approved: on to the confirmation
 * of the recorded signup. Declined: the spec's message with the result code and its reason.
 */
export function CompleteHostedSignup({ eventId, tokenId }: { eventId: string; tokenId: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const signup = readPendingSignup(eventId);
    if (!signup) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- what this browser holds is only known here
      setState({ kind: 'failed', message: SIGNUP_DATA_LOST });
      return;
    }
    void (async () => {
      const result = await apiCall(completeEventSignupCall, {
        params: { tokenId },
        body: signup,
        redirectOn401: false,
      });
      if (result.ok && result.data.transactionSuccess && result.data.redirectLink) {
        clearPendingSignup();
        router.replace(result.data.redirectLink);
        return;
      }
      if (result.ok) {
        const code = result.data.transactionResponse?.['result-code'] ?? HOSTED_PROVIDER_FAILURE_CODE;
        storeSignupDecline({
          eventId,
          message: HOSTED_PROVIDER_FAILURE,
          issueNumber: String(code),
          reason: describeResultCode(code),
        });
        setState({ kind: 'failed', message: HOSTED_PROVIDER_FAILURE, issue: code, reason: describeResultCode(code) });
        return;
      }
      const { redirectLink, linkText, code } = result.data;
      setState({
        kind: 'failed',
        message: result.error ?? HOSTED_PROVIDER_FAILURE,
        link: code === 1 && redirectLink && linkText ? { href: redirectLink, text: linkText } : undefined,
      });
    })();
  }, [eventId, tokenId, router]);

  if (state.kind === 'waiting') {
    return (
      <p role="status" data-testid="signup-waiting">
        {WAITING}
      </p>
    );
  }
  return (
    <Banner tone="error">
      <ProblemMessage problem={state} />
      {state.issue !== undefined ? <p>Issue Number: {state.issue}</p> : null}
      {state.issue !== undefined && plainDeclineReason(state.issue) ? (
        <p>
          <strong data-testid="plain-reason">{plainDeclineReason(state.issue)}</strong>
        </p>
      ) : null}
      {state.reason ? <p>Possible reason: {state.reason}</p> : null}
      {state.issue !== undefined ? (
        <p>
          {/* Every participant and choice is kept: only the card is asked again (issue 21). */}
          <a href={eventSignupPath({ event: eventId })}>Try another card</a>
        </p>
      ) : null}
    </Banner>
  );
}
