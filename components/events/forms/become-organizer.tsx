import { StatusLinks, StatusMessage } from '@/components/layout/status-message';
import { LinkButton } from '@/components/ui/link-button';
import { EDIT_PROFILE_PATH, EVENT_LIST_PATH, FUNDRAISER_LIST_PATH } from '@/lib/shared/paths';

/** What a General user sees on /create_event and /create_fundraiser. */
export function BecomeOrganizer({ what }: { what: 'events' | 'fundraisers' }) {
  return (
    <StatusMessage
      eyebrow="Organizers only"
      title={`Creating ${what} is for Organizers`}
      actions={
        <StatusLinks
          Button={LinkButton}
          main={{ href: EDIT_PROFILE_PATH, label: 'Become an Organizer' }}
          other={{ href: what === 'events' ? EVENT_LIST_PATH : FUNDRAISER_LIST_PATH, label: `Browse ${what}` }}
        />
      }
    >
      <p>
        Your account is a supporter account. Switch it to an Organizer account in your profile settings (it takes a
        moment and costs nothing), then come back here to create your {what === 'events' ? 'event' : 'fundraiser'}.
      </p>
    </StatusMessage>
  );
}
