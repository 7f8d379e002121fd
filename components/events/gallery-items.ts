import type { GalleryItem } from './media-gallery';
import { videoEmbed } from './video-embed';

/** The slides of an event's gallery: its pictures, then its videos. */
export function galleryItems(event: { title: string; pictures: string[]; videos: string[] }): GalleryItem[] {
  const pictures = event.pictures.filter(Boolean);
  const items: GalleryItem[] = pictures.map((src, index) => ({
    kind: 'image',
    src,
    alt: pictures.length > 1 ? `${event.title}, picture ${index + 1} of ${pictures.length}` : event.title,
  }));
  for (const url of event.videos.filter(Boolean)) {
    const embed = videoEmbed(url);
    items.push({ kind: 'video', url, embedUrl: embed?.embedUrl ?? null, provider: embed?.provider ?? null });
  }
  return items;
}
