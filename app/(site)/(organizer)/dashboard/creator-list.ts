import { notFound, redirect } from 'next/navigation';
import { isAppError } from '@/lib/app-error';
import { DASHBOARD_PATH } from '@/lib/shared/paths';

/** A list only the event's creator (and admins) may see: 404 for no such event, anyone else back to the dashboard. */
export function creatorList<T>(load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    if (isAppError(error, 'NOT_FOUND')) notFound();
    if (isAppError(error, 'FORBIDDEN')) redirect(DASHBOARD_PATH);
    throw error;
  });
}
