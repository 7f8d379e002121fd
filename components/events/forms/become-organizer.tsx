import { StatusMessage } from '@/components/layout/status-message';
import { LinkButton } from '@/components/ui/link-button';

/** What a General user sees on /create_event and /create_fundraiser. */
export function BecomeOrganizer({ what }: { what: 'events' | 'fundraisers' }) {
  return (
    <StatusMessage
      eyebrow="Organizers only"
      title={`Creating ${what} is for Organizers`}
      actions={
        <>
          <LinkButton href="/edit_profile">Become an Organizer</LinkButton>
          <LinkButton href={what === 'events' ? '/event_list' : '/fundraiser_list'} variant="secondary">
            Browse {what}
          </LinkButton>
        </>
      }
    >
      <p>
        Your account is a supporter account. Switch it to an Organizer account in your profile settings (it takes a
        moment and costs nothing), then come back here to create your {what === 'events' ? 'event' : 'fundraiser'}.
      </p>
    </StatusMessage>
  );
}
