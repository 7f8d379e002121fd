import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DonateFrame } from '@/components/donations/donate-view';
import { ManagePlan } from '@/components/recurring/manage-plan';
import { isAppError } from '@/lib/app-error';
import { cardProviderBrowserConfig } from '@/lib/services/payments/payment-providers';
import { getPlan } from '@/lib/services/recurring/plan-answer';

// /recurring/{token}: a monthly gift managed through the link in its receipts, no account needed
// (CONTRACT §6). The token is the key: the page is never indexed nor cached. A bank page that
// checked a Stripe plan's new card returns here with `setup_intent`, which the page finishes.
export const metadata: Metadata = { title: 'Your recurring gift', robots: { index: false } };
export const dynamic = 'force-dynamic';

type Params = Promise<{ token: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function RecurringPlanPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { token } = await params;
  const query = await searchParams;
  const plan = await getPlan({ token }).catch((error: unknown) => {
    if (isAppError(error, 'NOT_FOUND')) notFound();
    throw error;
  });
  return (
    <DonateFrame title="Your recurring gift">
      <ManagePlan
        token={token}
        initial={plan.plan}
        publishableKey={plan.plan.provider === 'stripe' ? (cardProviderBrowserConfig()?.publishableKey ?? null) : null}
        cardTokenId={first(query['token-id'])}
        setupIntentId={first(query.setup_intent)}
        openCard={first(query.card) === '1' || first(query.confirm) === '1'}
      />
    </DonateFrame>
  );
}
