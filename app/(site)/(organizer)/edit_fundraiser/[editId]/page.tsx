import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ReportLinks } from '@/components/dashboard/report-links';
import { EventForm } from '@/components/events/forms/event-form';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { toEventFormValues, viewPath } from '@/components/events/forms/event-form-values';
import { requirePageUser } from '@/lib/auth';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getEventForEditing } from '@/lib/services/events/get-event-for-editing';

// /edit_fundraiser/{editId}: its creator only; anyone else is sent to the fundraiser page,
// an event id to the event form.

export const metadata: Metadata = { title: 'Edit fundraiser', robots: { index: false } };

type Props = { params: Promise<{ editId: string }>; searchParams: Promise<PageSearchParams> };

export default async function EditFundraiserPage({ params, searchParams }: Props) {
  const { editId } = await params;
  const user = await requirePageUser(`/edit_fundraiser/${encodeURIComponent(editId)}`, await searchParams);
  const found = await getEventForEditing({ user, id: editId });
  if (!found) notFound();
  if (found.access === 'other') redirect(viewPath(found.eventType, editId));
  if (found.event.eventType === 'eventDriven') redirect(`/create_event/${encodeURIComponent(editId)}`);
  return (
    <EventFormPage title="Edit fundraiser" lead={found.event.title}>
      <ReportLinks eventId={editId} title={found.event.title} participants={false} framed />
      <EventForm kind="fundraiserDriven" eventId={editId} initialValues={toEventFormValues(found.event)} />
    </EventFormPage>
  );
}
