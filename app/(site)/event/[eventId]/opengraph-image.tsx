import { notFound } from 'next/navigation';
import { SHARE_IMAGE_SIZE } from '@/components/events/share-image';
import { shareImageResponse } from './share-image-response';

// /event/{eventId}/opengraph-image: the event's picture, title and progress, 1200×630.
export const alt = 'The event’s picture, title and progress toward its goal';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage({ params }: { params: Promise<{ eventId: string }> }) {
  return (await shareImageResponse((await params).eventId, 'eventDriven')) ?? notFound();
}
