import { StatusLinks, StatusMessage } from '@/components/layout/status-message';
import { LinkButton } from '@/components/ui/link-button';
import { editProfilePath, profilePath } from '@/lib/shared/paths';

/** What a General user sees on /dashboard: what it is for, and how to become an Organizer. */
export function OrganizersOnly() {
  return (
    <StatusMessage
      eyebrow="Organizers only"
      title="The dashboard is for Organizers"
      actions={
        <StatusLinks
          Button={LinkButton}
          main={{ href: editProfilePath(), label: 'Become an Organizer' }}
          other={{ href: profilePath(), label: 'Back to your profile' }}
        />
      }
    >
      <p>
        Organizers run events and fundraisers: their dashboard shows how each one is doing, with donor and participant
        lists to download and offline gifts to enter. Your account is a supporter account. Switch it to an Organizer
        account in your profile settings (it takes a moment and costs nothing), then come back here.
      </p>
    </StatusMessage>
  );
}
