import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { BecomeOrganizer } from '@/components/events/forms/become-organizer';
import { EventForm } from '@/components/events/forms/event-form';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { newEventFormValues, toEventFormValues } from '@/components/events/forms/event-form-values';
import { requirePageUser } from '@/lib/auth';
import { createEventPath, editFundraiserPath, eventPagePath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getEventForEditing } from '@/lib/services/events/get-event-for-editing';

// /create_event (new event, Organizers) and /create_event/{editId} (its creator only; anyone
// else is sent to the event page, a fundraiser id to the fundraiser form).

type Props = { params: Promise<{ editId?: string[] }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { editId } = await params;
  return { title: editId ? 'Edit event' : 'Create an event', robots: { index: false } };
}

export default async function CreateEventPage({ params, searchParams }: Props) {
  const { editId: segments = [] } = await params;
  if (segments.length > 1) notFound();
  const [editId] = segments;
  const user = await requirePageUser(createEventPath(editId), await searchParams);

  if (!editId) {
    if (user.userType !== 'Organizer') return <BecomeOrganizer what="events" />;
    return (
      <EventFormPage title="Create an event" lead="Fields marked (optional) can wait; everything can be changed later.">
        <EventForm kind="eventDriven" initialValues={newEventFormValues('eventDriven')} />
      </EventFormPage>
    );
  }

  const found = await getEventForEditing({ user, id: editId });
  if (!found) notFound();
  if (found.access === 'other') redirect(eventPagePath({ id: editId, eventType: found.eventType }));
  if (found.event.eventType === 'fundraiserDriven') redirect(editFundraiserPath(editId));
  return (
    <EventFormPage title="Edit event" lead={found.event.title}>
      <EventForm kind="eventDriven" eventId={editId} initialValues={toEventFormValues(found.event)} />
    </EventFormPage>
  );
}
