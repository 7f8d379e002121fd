import Image from 'next/image';
import type { SponsorItem } from '@/lib/shared/target-page';
import styles from './sponsor-list.module.css';

/** Sponsors in the order given (by priority, lib/rules/ordering): logo or name, linked when there is a link. */
export function SponsorList({ sponsors }: { sponsors: SponsorItem[] }) {
  return (
    <ul className={styles.list} data-testid="sponsors">
      {sponsors.map((sponsor) => {
        const face = sponsor.picture ? (
          <span className={styles.logo}>
            <Image src={sponsor.picture} alt={sponsor.name} fill sizes="160px" className={styles.logoImage} />
          </span>
        ) : (
          <span className={styles.name}>{sponsor.name}</span>
        );
        return (
          <li key={sponsor.id} className={styles.item} data-testid="sponsor">
            {sponsor.link ? (
              <a href={sponsor.link} target="_blank" rel="noopener noreferrer sponsored" className={styles.card}>
                {face}
              </a>
            ) : (
              <span className={styles.card}>{face}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
