import { notFound } from 'next/navigation';
import { Banner } from '@/components/account/banner';
import { isAppError } from '@/lib/app-error';
import { CHECKIN_CREATOR_ONLY } from '@/lib/rules/messages';

// The door's pages (check-in, door list) are the event's creator's (and the admins'): no such
// event is a 404; anyone else is told so on the page.

/** What the page shows, or null when the user may not see it. */
export async function doorKeeperView<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) notFound();
    if (isAppError(error, 'FORBIDDEN')) return null;
    throw error;
  }
}

export function CreatorOnly({ className }: { className: string }) {
  return (
    <div className={className}>
      <Banner tone="error">
        <p>{CHECKIN_CREATOR_ONLY}</p>
      </Banner>
    </div>
  );
}
