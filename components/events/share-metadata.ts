/** A description for meta tags: the text on one line, cut at a word before `max` characters with an ellipsis. */
export function summarize(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

type SharedPage = { title: string; description: string; isHidden: boolean };
type ShareImage = { url: string; width: number; height: number; alt: string; type: string };

/**
 * The sharing tags of an event or fundraiser page: title, description, canonical URL, Open Graph
 * and Twitter card (with `image` when the page's image is not an opengraph-image file of its
 * route), and no indexing of a hidden one.
 */
export function sharingMetadata(
  page: SharedPage,
  { url, siteName, image }: { url: string; siteName: string; image?: ShareImage },
) {
  const description = summarize(page.description);
  const images = image ? { images: [image] } : {};
  return {
    title: page.title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website' as const, url, title: page.title, description, siteName, ...images },
    twitter: { card: 'summary_large_image' as const, title: page.title, description, ...images },
    robots: page.isHidden ? { index: false } : undefined,
  };
}
