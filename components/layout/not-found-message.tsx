import { StatusLinks, StatusMessage, type StatusLinkButton } from './status-message';
import { eventListPath, homePath } from '@/lib/shared/paths';

/**
 * The 404 message: home, or the events. `Button` is the caller's link (the root 404 uses
 * AnchorButton: it is part of every route's payload, the embeds' included, and ships no client component).
 */
export function NotFoundMessage({
  Button,
  detail = 'The link may be out of date, or the event or campaign may have been removed by its organizer.',
}: {
  Button: StatusLinkButton;
  detail?: string;
}) {
  return (
    <StatusMessage
      eyebrow="404"
      title="We couldn’t find that page"
      actions={
        <StatusLinks
          Button={Button}
          main={{ href: homePath(), label: 'Back to home' }}
          other={{ href: eventListPath(), label: 'Browse events' }}
        />
      }
    >
      <p>{detail}</p>
    </StatusMessage>
  );
}
