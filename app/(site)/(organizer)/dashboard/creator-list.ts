import { notFound, redirect } from 'next/navigation';
import { isAppError } from '@/lib/app-error';
import { DASHBOARD_PATH, eventPagePath } from '@/lib/shared/paths';

/** A list only the event's creator (and admins) may see: 404 for no such event, anyone else back to the dashboard. */
export function creatorList<T>(load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    if (isAppError(error, 'NOT_FOUND')) notFound();
    if (isAppError(error, 'FORBIDDEN')) redirect(DASHBOARD_PATH);
    throw error;
  });
}

type OtherEvent = { access: 'other'; event: { id: string; eventType: string } };

/** An offline-gifts page of an event (batch entry, every offline gift): 404 for no such event, anyone turned away to its public page. */
export async function offlineGiftsPage<Page extends { access: string }>(
  load: Promise<Page | OtherEvent | null>,
): Promise<Exclude<Page, OtherEvent>> {
  const page = await load;
  if (!page) notFound();
  if (isOther(page)) redirect(eventPagePath(page.event));
  return page as Exclude<Page, OtherEvent>;
}

function isOther(page: { access: string }): page is OtherEvent {
  return page.access === 'other';
}
