import Image from 'next/image';
import { DescriptionText } from '@/components/events/description-text';
import { layoutStyles } from '@/components/events/event-page-layout';
import { FundraiserTabs } from '@/components/events/fundraiser-tabs';
import { StoryText } from '@/components/events/story-text';
import type { StorySection } from '@/lib/shared/target-page';
import styles from './fundraiser-about.module.css';
import { TargetGallery } from './target-gallery';

/** A fundraiser's story: the Details tab (gallery, description, extra sections) and About Organizer. */
export function FundraiserAbout({ section }: { section: Extract<StorySection, { kind: 'fundraiserTabs' }> }) {
  const { organizer } = section;
  const details = (
    <>
      {section.gallery ? <TargetGallery gallery={section.gallery} /> : null}
      <div className={layoutStyles.card}>
        <StoryText text={section.description} />
      </div>
      {section.extras.map((extra, index) => (
        <section key={index} className={styles.extra} aria-labelledby={`more-${index + 1}`}>
          <h2 id={`more-${index + 1}`} className={styles.extraTitle}>
            {extra.title || 'More about this fundraiser'}
          </h2>
          <div className={layoutStyles.card}>
            <StoryText text={extra.text} />
          </div>
        </section>
      ))}
    </>
  );

  const about = (
    <div className={`${layoutStyles.card} ${styles.organizer}`} data-testid="organizer">
      {organizer.logo ? (
        <span className={styles.logo}>
          <Image src={organizer.logo} alt={`${organizer.name} logo`} fill sizes="96px" className={styles.logoImage} />
        </span>
      ) : null}
      <div>
        <h2 className={styles.organizerName}>{organizer.name || 'The organizer'}</h2>
        {organizer.about ? (
          <DescriptionText text={organizer.about} />
        ) : (
          <p className={styles.muted}>This organizer has not written about themselves yet.</p>
        )}
      </div>
    </div>
  );

  return (
    <FundraiserTabs
      label="About this fundraiser"
      tabs={[
        { id: 'details', label: 'Details', content: details },
        { id: 'organizer', label: 'About Organizer', content: about },
      ]}
    />
  );
}
