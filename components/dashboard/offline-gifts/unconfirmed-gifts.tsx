import { OfflineGiftList, type OfflineGiftView } from './offline-gift-list';
import styles from './offline-gifts.module.css';

/**
 * The dashboard's list of offline gifts campaign creators entered where the event asks for
 * confirmation: they count nowhere until the organizer confirms them here (or rejects them).
 */
export function UnconfirmedGifts({ gifts, total }: { gifts: OfflineGiftView[]; total: number }) {
  return (
    <section className={styles.section} aria-labelledby="unconfirmed-title" data-testid="unconfirmed-gifts">
      <h2 id="unconfirmed-title">Offline gifts to confirm ({total.toLocaleString('en-US')})</h2>
      <p className={styles.meta}>
        Campaign creators entered these checks and cash gifts. They count toward no total until you confirm them; reject
        any you do not recognise.{total > gifts.length ? ` The oldest ${gifts.length} are shown.` : ''}
      </p>
      <OfflineGiftList gifts={gifts} showEvent />
    </section>
  );
}
