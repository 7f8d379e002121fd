import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { EventForm } from '@/components/events/forms/event-form';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { toEventFormValues } from '@/components/events/forms/event-form-values';
import { requirePageUser } from '@/lib/auth';
import { createEventPath, editFundraiserPath, eventPagePath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getEventForEditing } from '@/lib/services/events/get-event-for-editing';

// /edit_fundraiser/{editId}: its creator only; anyone else is sent to the fundraiser page,
// an event id to the event form.

export const metadata: Metadata = { title: 'Edit fundraiser', robots: { index: false } };

type Props = { params: Promise<{ editId: string }>; searchParams: Promise<PageSearchParams> };

export default async function EditFundraiserPage({ params, searchParams }: Props) {
  const { editId } = await params;
  const user = await requirePageUser(editFundraiserPath(editId), await searchParams);
  const found = await getEventForEditing({ user, id: editId });
  if (!found) notFound();
  if (found.access === 'other') redirect(eventPagePath({ id: editId, eventType: found.eventType }));
  if (found.event.eventType === 'eventDriven') redirect(createEventPath(editId));
  return (
    <EventFormPage title="Edit fundraiser" lead={found.event.title}>
      <EventForm kind="fundraiserDriven" eventId={editId} initialValues={toEventFormValues(found.event)} />
    </EventFormPage>
  );
}
