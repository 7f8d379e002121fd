import { connection } from 'next/server';
import { EventCard } from '@/components/events/event-card';
import { CardGrid, EmptyState } from '@/components/events/list-page';
import { DonorIcon, OrganizerIcon, ParticipantIcon } from '@/components/home/feature-icons';
import { HeroArt } from '@/components/home/hero-art';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/lib/env';
import { HOME_EVENT_COUNT } from '@/lib/rules/constants';
import { getCachedEventList } from '@/lib/services/events/cached-reads';
import styles from './page.module.css';
import { eventListPath, fundraiserListPath } from '@/lib/shared/paths';

// The latest events come from the data cache (tag `events`, expired by every write, so new
// events and donations show at once); the route renders per request because a build has no
// database to prerender it from.

const features = [
  {
    Icon: OrganizerIcon,
    title: 'For organizers',
    text: 'Launch an event or fundraiser in minutes. Set a goal, registration categories and promo codes, let supporters start their own team and individual campaigns, record offline gifts, and export donation and participant reports.',
  },
  {
    Icon: DonorIcon,
    title: 'For donors',
    text: 'Give to an event, a team or one person’s campaign, with no account needed. Card details go straight to our payment processor, and every gift counts toward the goal you see on the page.',
  },
  {
    Icon: ParticipantIcon,
    title: 'For participants',
    text: 'Register yourself and up to three others in one signup, pay any fee online, then rally friends and family behind your own campaign.',
  },
];

export default async function HomePage() {
  await connection();
  const events = await getCachedEventList('eventDriven', HOME_EVENT_COUNT);

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.kicker}>Fundraising &amp; event signups</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              Bring people together for the causes you care about
            </h1>
            <p className={styles.heroLead}>
              {env.siteName} helps organizers run fundraising events, donors give securely, and participants sign up in
              a few clicks, with every dollar counted toward the goal.
            </p>
            <div className={styles.heroActions}>
              <LinkButton href={eventListPath()} variant="light" size="lg">
                Find an event
              </LinkButton>
              <LinkButton href={fundraiserListPath()} variant="outline-light" size="lg">
                Browse fundraisers
              </LinkButton>
            </div>
          </div>
          <HeroArt className={styles.heroArt} />
        </div>
      </section>

      <section id="about" className={styles.about} aria-labelledby="about-title">
        <div className="container">
          <div className={styles.sectionHead}>
            <p className="eyebrow">About us</p>
            <h2 id="about-title" className={styles.sectionTitle}>
              One place to raise money and bring people in
            </h2>
            <p className={styles.sectionLead}>
              {env.siteName} is a fundraising and registration platform for nonprofits, schools and community groups.
              Events and fundraisers get a page, a goal and a live progress bar; supporters can give, sign up and start
              campaigns of their own.
            </p>
          </div>
          <ul className={styles.features}>
            {features.map(({ Icon, title, text }) => (
              <li key={title} className={styles.feature}>
                <span className={styles.featureIcon}>
                  <Icon />
                </span>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className={styles.featureText}>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.latest} aria-labelledby="latest-title">
        <div className="container">
          <div className={styles.latestHead}>
            <h2 id="latest-title" className={styles.sectionTitle}>
              Latest events
            </h2>
            {events.length > 0 ? (
              <LinkButton href={eventListPath()} variant="secondary" size="sm">
                See all events
              </LinkButton>
            ) : null}
          </div>

          {events.length > 0 ? (
            <CardGrid>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard {...event} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <EmptyState
              title="No events yet"
              headingLevel={3}
              action={
                <LinkButton href={fundraiserListPath()} variant="secondary">
                  Browse fundraisers
                </LinkButton>
              }
            >
              New events will appear here as soon as organizers publish them. In the meantime, take a look at the
              fundraisers.
            </EmptyState>
          )}
        </div>
      </section>
    </>
  );
}
