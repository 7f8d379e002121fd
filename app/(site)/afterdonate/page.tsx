import type { Metadata } from 'next';
import { AfterDonate } from '@/components/donations/after-donate';
import { DonateFrame } from '@/components/donations/donate-view';
import { env } from '@/lib/env';

// /afterdonate: where a payment returns (the hosted gateway with token-id, a card provider's
// bank page with payment_intent); the island completes or records the donation this tab started.
export const metadata: Metadata = { title: 'Your donation', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function AfterDonatePage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  return (
    <DonateFrame title="Your donation">
      <AfterDonate
        tokenId={first(query['token-id'])}
        paymentIntent={first(query.payment_intent)}
        redirectStatus={first(query.redirect_status)}
        contactEmail={env.contactEmail}
      />
    </DonateFrame>
  );
}
