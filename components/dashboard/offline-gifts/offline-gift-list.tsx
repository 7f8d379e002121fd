import Link from 'next/link';
import { formatDollarsAndCents } from '@/lib/rules/money';
import type { OfflineGiftListItem } from '@/lib/services/donations/donation-view';
import type { CampaignChoice } from './edit-offline-gift-dialog';
import { OfflineGiftActions } from './offline-gift-actions';
import styles from './offline-gifts.module.css';

/** One offline gift as the organizer sees it (lib/services/donations/list-offline-donations.ts, in cents). */
export type OfflineGiftView = OfflineGiftListItem;

const DONE: Record<string, string> = {
  'offline.confirm': 'Confirmed',
  'offline.reject': 'Rejected',
  'offline.void': 'Voided',
  'offline.edit': 'Edited',
};

function statusLabel(gift: OfflineGiftView): { text: string; tone: 'waiting' | 'counted' | 'out' } {
  if (gift.status === 'pending') return { text: 'Awaiting confirmation', tone: 'waiting' };
  if (gift.status === 'succeeded') return { text: 'Counts', tone: 'counted' };
  if (gift.status === 'rejected') return { text: 'Rejected', tone: 'out' };
  const voided = gift.history.some((entry) => entry.action === 'offline.void');
  return { text: !voided && gift.batchId ? 'Batch undone' : 'Voided', tone: 'out' };
}

/**
 * Offline gifts with who entered them and when, where each goes, its message, what was done to it
 * (the audit trail) and the buttons for what can still be done. Times in each event's own zone.
 */
export function OfflineGiftList({
  gifts,
  campaigns,
  showEvent = false,
  testId,
}: {
  gifts: OfflineGiftView[];
  /** The event's campaigns: given, each gift can be edited (one event's page). */
  campaigns?: CampaignChoice[];
  /** Name the event of each gift (the dashboard's list, across events). */
  showEvent?: boolean;
  testId?: string;
}) {
  return (
    <ul className={styles.list} data-testid={testId}>
      {gifts.map((gift) => {
        const format = (date: Date) =>
          new Intl.DateTimeFormat('en-US', {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: gift.event.timeZone,
          }).format(date);
        const name = `${gift.firstName} ${gift.lastName}`;
        const summary = `${formatDollarsAndCents(gift.amountCents)} from ${name}`;
        const status = statusLabel(gift);
        return (
          <li key={gift.id} className={`${styles.gift} ${styles[status.tone]}`} data-testid="offline-gift">
            <div className={styles.main}>
              <p className={styles.headline}>
                <strong className={styles.amount}>{formatDollarsAndCents(gift.amountCents)}</strong>{' '}
                <span>from {name}</span>
                {gift.anonymous ? <span className={styles.tag}>Anonymous</span> : null}
                <span className={`${styles.status} ${styles[`${status.tone}Status`]}`}>{status.text}</span>
              </p>
              <p className={styles.meta}>
                To <Link href={gift.target.path}>{gift.target.title}</Link>
                {showEvent && gift.target.type !== 'event' ? <> ({gift.event.title})</> : null}
              </p>
              <p className={styles.meta}>
                Entered {format(gift.createdAt)}
                {gift.recordedBy ? ` by ${gift.recordedBy}` : ''}
                {gift.batchId ? ', in a batch' : ''}
              </p>
              {gift.message ? <p className={styles.message}>“{gift.message}”</p> : null}
              {gift.history.length > 0 ? (
                <ul className={styles.history} aria-label="History">
                  {gift.history.map((entry, index) => (
                    <li key={index}>
                      {DONE[entry.action] ?? entry.action} {format(entry.at)}
                      {entry.actor ? ` by ${entry.actor}` : ''}
                      {entry.reason ? `: ${entry.reason}` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <OfflineGiftActions
              gift={{
                id: gift.id,
                firstName: gift.firstName,
                lastName: gift.lastName,
                anonymous: gift.anonymous,
                amountCents: gift.amountCents,
                message: gift.message,
                campaignId: gift.campaignId,
              }}
              status={gift.status}
              summary={summary}
              eventTitle={gift.event.title}
              campaigns={campaigns}
            />
          </li>
        );
      })}
    </ul>
  );
}
