import type { ReactNode } from 'react';
import { SetOrganizerLogo } from '@/components/layout/organizer-logo';
import styles from './event-page-layout.module.css';

type EventPageLayoutProps = {
  /** The owner's slim tool bar (components/campaigns/owner-bar.tsx), above everything else. */
  ownerBar?: ReactNode;
  hero: ReactNode;
  intro: ReactNode;
  /** Facts under the title (date, time, place): after the giving card on a phone, so Donate makes the first screen. */
  details?: ReactNode;
  side: ReactNode;
  share: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the event and fundraiser pages. On a phone: title, the giving card, the details,
 * the story, then sharing; from 900 px: title, details and story on the left, giving and sharing
 * in a sticky column.
 */
export function EventPageLayout({ ownerBar, hero, intro, details, side, share, children }: EventPageLayoutProps) {
  return (
    <article className={styles.page}>
      {ownerBar}
      {hero}
      <div className={styles.layout}>
        <div className={styles.intro}>{intro}</div>
        {details ? <div className={styles.details}>{details}</div> : null}
        <aside className={styles.side} aria-label="Give and share">
          <div className={styles.sideMain}>{side}</div>
          <div className={styles.sideShare}>{share}</div>
        </aside>
        <div className={styles.body}>{children}</div>
      </div>
    </article>
  );
}

type EventPageIntroProps = {
  noun: 'Event' | 'Fundraiser';
  organizer: { name: string | null; logo: string | null };
  title: string;
  children?: ReactNode;
};

/** The intro of an event or fundraiser page: "Event by …", the title, and the organizer's logo in the navigation bar. */
export function EventPageIntro({ noun, organizer, title, children }: EventPageIntroProps) {
  return (
    <>
      {organizer.logo ? <SetOrganizerLogo src={organizer.logo} alt={organizer.name ?? ''} /> : null}
      <p className={styles.kicker}>{organizer.name ? `${noun} by ${organizer.name}` : noun}</p>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </>
  );
}

/** A white card of the side column or the body. */
export function Panel({
  children,
  label,
  testId,
  id,
}: {
  children: ReactNode;
  label?: string;
  testId?: string;
  id?: string;
}) {
  return (
    <section id={id} className={styles.panel} aria-label={label} data-testid={testId}>
      {children}
    </section>
  );
}

/** A titled part of the story column. */
export function StorySection({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export const layoutStyles = styles;
