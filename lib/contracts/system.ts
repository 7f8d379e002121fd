// The calls of the machine rather than the product: the load balancer's health check and the
// sandbox mailbox (CONTRACT §2). See contract.ts.
import type { HealthReport } from '@/lib/services/health/health-view';
import type { OutboxEmail } from '@/lib/services/mail/mail-view';
import { answer, defineContract } from './contract';

/** GET /api/health — {ok, database, cache}: 200 when all answer, 503 otherwise. */
export const healthCall = defineContract({
  method: 'GET',
  path: () => '/api/health',
  answer: answer<HealthReport>(),
});

/** GET /api/dev/emails?to= — the sandbox mailbox, newest first (sandbox mode only). */
export const sandboxEmailsCall = defineContract({
  method: 'GET',
  path: () => '/api/dev/emails',
  answer: answer<{ emails: Array<Pick<OutboxEmail, 'to' | 'subject' | 'html' | 'text' | 'createdAt'>> }>(),
});
