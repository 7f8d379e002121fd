import type { Metadata } from 'next';
import { BecomeOrganizer } from '@/components/events/forms/become-organizer';
import { EventForm } from '@/components/events/forms/event-form';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { newEventFormValues } from '@/components/events/forms/event-form-values';
import { requirePageUser } from '@/lib/auth';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { createFundraiserPath } from '@/lib/shared/paths';

export const metadata: Metadata = { title: 'Create a fundraiser', robots: { index: false } };

export default async function CreateFundraiserPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser(createFundraiserPath(), await searchParams);
  if (user.userType !== 'Organizer') return <BecomeOrganizer what="fundraisers" />;
  return (
    <EventFormPage
      title="Create a fundraiser"
      lead="Fields marked (optional) can wait; everything can be changed later."
    >
      <EventForm kind="fundraiserDriven" initialValues={newEventFormValues('fundraiserDriven')} />
    </EventFormPage>
  );
}
