import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DescriptionText } from '@/components/events/description-text';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/lib/env';
import { eventPath, waiverPath } from '@/lib/shared/paths';
import { getCachedEventPage } from '@/lib/services/events/cached-reads';
import styles from './page.module.css';

// /event/waiver/{eventId}: "{title} Waiver" and the waiver text; 404 when the event has none.
// Cached like the event page, from the same data.
export const revalidate = 60;

export function generateStaticParams(): Array<{ eventId: string }> {
  return [];
}

type Props = { params: Promise<{ eventId: string }> };

const loadPage = cache(getCachedEventPage);

async function loadWaiver(params: Props['params']) {
  const page = await loadPage((await params).eventId);
  return page?.event.waiver ? page.event : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadWaiver(params);
  if (!event) return { title: 'Waiver not found' };
  return {
    title: `${event.title} Waiver`,
    description: `The waiver participants of ${event.title} agree to.`,
    alternates: { canonical: `${env.appUrl}${waiverPath(event._id)}` },
    robots: { index: false },
  };
}

export default async function WaiverPage({ params }: Props) {
  const event = await loadWaiver(params);
  if (!event?.waiver) notFound();
  return (
    <div className={styles.page}>
      <article className={styles.card}>
        <p className="eyebrow">Participant waiver</p>
        <h1 className={styles.title}>{event.title} Waiver</h1>
        <div className={styles.text} data-testid="waiver-text">
          <DescriptionText text={event.waiver} />
        </div>
        <LinkButton href={eventPath(event._id)} variant="secondary">
          Back to the event
        </LinkButton>
      </article>
    </div>
  );
}
