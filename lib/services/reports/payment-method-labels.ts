import 'server-only';
import type { PaymentMethod } from '@/lib/generated/prisma/client';

/** How the reports name the way a donation or a sign-up was paid. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  safesave: 'Card (hosted form)',
  stripe: 'Card (Stripe)',
  offline: 'Offline (cash or check)',
  free: 'Free (nothing to pay)',
};
