import Link from 'next/link';
import { TEAM_CAMPAIGNS_CLOSED } from '@/lib/rules/messages';
import styles from '@/components/events/forms/event-form.module.css';

/** What the create form shows when the event takes no new team campaigns (the server refuses too). */
export function CampaignClosed({ eventTitle, eventHref }: { eventTitle: string; eventHref: string }) {
  return (
    <div className={styles.section} data-testid="campaigns-closed">
      <p className={styles.lead}>{TEAM_CAMPAIGNS_CLOSED}</p>
      <p>
        <Link href={eventHref}>Back to {eventTitle}</Link>
      </p>
    </div>
  );
}
