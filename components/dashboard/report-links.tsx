import buttonStyles from '@/components/ui/link-button.module.css';
import { checkInPath, donationsReportPath, doorListPath, participantsReportPath } from '@/lib/shared/paths';
import styles from './report-links.module.css';

/**
 * The creator's CSV downloads of an event (CONTRACT §1): donations, and participants for events
 * (fundraisers take no sign-ups). Plain links to the report calls, which answer with the file;
 * used on the dashboard and on the event's edit page.
 */
export function ReportLinks({
  eventId,
  title,
  participants,
  framed = false,
}: {
  eventId: string;
  title: string;
  participants: boolean;
  /** A boxed bar with its own "Reports" label (the edit pages), rather than a row of buttons. */
  framed?: boolean;
}) {
  const classes = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.sm}`;
  return (
    <div
      className={framed ? `${styles.links} ${styles.framed}` : styles.links}
      role="group"
      aria-label={`Reports of ${title}`}
    >
      {framed ? (
        <span className={styles.label} aria-hidden="true">
          Reports
        </span>
      ) : null}
      <a className={classes} href={donationsReportPath(eventId)} download data-testid="report-donations">
        <DownloadIcon />
        Donations CSV
      </a>
      {participants ? (
        <a className={classes} href={participantsReportPath(eventId)} download data-testid="report-participants">
          <DownloadIcon />
          Participants CSV
        </a>
      ) : null}
      {participants ? (
        <a className={classes} href={checkInPath(eventId)} data-testid="checkin-link">
          Check-in
        </a>
      ) : null}
      {participants ? (
        <a className={classes} href={doorListPath(eventId)} data-testid="door-list-link">
          Door list
        </a>
      ) : null}
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M11 3h2v9.2l3.3-3.3 1.4 1.4-5.7 5.7-5.7-5.7 1.4-1.4 3.3 3.3zM4 18h16v2H4z" fill="currentColor" />
    </svg>
  );
}
