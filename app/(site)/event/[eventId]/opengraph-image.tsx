import { shareImageRoute } from '@/app/(site)/target-share-image';

// /event/{eventId}/opengraph-image: its share image, 1200×630 (app/(site)/target-share-image.tsx).
const image = shareImageRoute('event', 'eventId');
export const { alt, size, contentType } = image;
export default image.Image;
