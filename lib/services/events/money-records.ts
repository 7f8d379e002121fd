import 'server-only';
import type { PaymentStatus } from '@/lib/generated/prisma/client';

/**
 * Donations and sign-ups in these states record money that was taken (a refunded one too: the
 * charge and its refund are both history), so nothing may delete them or cut them loose from
 * what they paid for. Pending and failed ones are checkouts that never took money.
 */
export const MONEY_RECORD_STATUSES: PaymentStatus[] = ['succeeded', 'refunded'];
