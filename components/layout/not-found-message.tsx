import { LinkButton } from '@/components/ui/link-button';
import { StatusMessage } from './status-message';
import { eventListPath, homePath } from '@/lib/shared/paths';

export function NotFoundMessage() {
  return (
    <StatusMessage
      eyebrow="404"
      title="We couldn’t find that page"
      actions={
        <>
          <LinkButton href={homePath()}>Back to home</LinkButton>
          <LinkButton href={eventListPath()} variant="secondary">
            Browse events
          </LinkButton>
        </>
      }
    >
      <p>The link may be out of date, or the event or campaign may have been removed by its organizer.</p>
    </StatusMessage>
  );
}
