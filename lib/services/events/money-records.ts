import 'server-only';
import type { PaymentStatus } from '@/lib/generated/prisma/client';

/**
 * Donations and sign-ups in these states record money that was taken (a refunded one too, whole
 * or in part, and a cancelled registration: the charge and what became of it are both history),
 * so nothing may delete them or cut them loose from what they paid for. Pending, failed and
 * rejected ones never took money.
 */
export const MONEY_RECORD_STATUSES: PaymentStatus[] = ['succeeded', 'partially_refunded', 'refunded', 'cancelled'];
