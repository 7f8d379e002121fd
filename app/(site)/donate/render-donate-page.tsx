import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DonateFrame, DonateNotice, DonateView } from '@/components/donations/donate-view';
import { getCurrentUser } from '@/lib/auth';
import { env } from '@/lib/env';
import { getDonatePage } from '@/lib/services/donations/get-donate-page';
import { eventListPath } from '@/lib/shared/paths';

// /donate and /fundraiser/donate: the same page (the form adapts to an event or a fundraiser).
// Rendered per request: it fills in a signed-in donor's name and email.

export type DonateSearch = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export const donateMetadata: Metadata = { title: 'Donate' };

export async function renderDonatePage(searchParams: DonateSearch) {
  const query = await searchParams;
  const result = await getDonatePage({
    query: {
      event: first(query.event),
      team_campaign: first(query.team_campaign),
      indie_campaign: first(query.indie_campaign),
    },
  });
  if ('notFound' in result) notFound();
  if ('error' in result) {
    return (
      <DonateFrame title="Donate">
        <DonateNotice message={result.error} back={{ title: 'the events', href: eventListPath() }} />
      </DonateFrame>
    );
  }
  const user = result.page.open ? await getCurrentUser() : null;
  return (
    <DonateView
      data={result.page}
      prefill={user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null}
      contactEmail={env.contactEmail}
    />
  );
}
