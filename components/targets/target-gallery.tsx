import { galleryItems } from '@/components/events/gallery-items';
import { MediaGallery } from '@/components/events/media-gallery';
import type { Gallery } from '@/lib/shared/target-page';

/** The gallery slider of an event or fundraiser, from its pictures and videos. */
export function TargetGallery({ gallery }: { gallery: Gallery }) {
  return (
    <MediaGallery
      items={galleryItems(gallery)}
      autoplay={gallery.autoplay}
      label={`${gallery.title}: photos and videos`}
    />
  );
}
