import Image from 'next/image';
import { DEFAULT_EVENT_IMAGE } from '@/components/ui/default-event-image';
import styles from './campaign-header.module.css';

/**
 * The top of a campaign page: its event's picture as a banner, and the campaign's own picture
 * (or the default art) as a card over its lower edge. Kept short on a phone, so the progress and
 * the Donate button stay on the first screen.
 */
export function CampaignHeader({
  eventPicture,
  campaignPicture,
  campaignTitle,
}: {
  eventPicture: string | null;
  campaignPicture: string | null;
  campaignTitle: string;
}) {
  return (
    <div className={styles.header} data-testid="campaign-header">
      <div className={styles.banner}>
        {eventPicture ? <Image src={eventPicture} alt="" fill preload sizes="100vw" className={styles.cover} /> : null}
      </div>
      <div className={styles.badgeRow}>
        <span className={styles.badge}>
          <Image
            src={campaignPicture || DEFAULT_EVENT_IMAGE}
            alt={campaignPicture ? campaignTitle : ''}
            fill
            sizes="112px"
            className={styles.cover}
            data-testid="campaign-picture"
          />
        </span>
      </div>
    </div>
  );
}
