import { EMBED_IFRAME, SHARE_WINDOWS } from '@/lib/rules/constants';

// Share targets of the event and fundraiser pages. Plain links, so they work without
// JavaScript; the share panel opens the networks in a popup of the spec's sizes.

export type ShareLink = {
  network: 'facebook' | 'x' | 'email';
  label: string;
  href: string;
  /** Popup size for window.open; null opens the mail client. */
  window: { width: number; height: number } | null;
};

export function shareLinks({ url, title }: { url: string; title: string }): ShareLink[] {
  return [
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      window: SHARE_WINDOWS.large,
    },
    {
      network: 'x',
      label: 'Share on X',
      href: `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
      window: SHARE_WINDOWS.small,
    },
    {
      network: 'email',
      label: 'Share by email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
      window: null,
    },
  ];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML another site pastes to show the card (277×440). */
export function embedSnippet({ src, title }: { src: string; title: string }): string {
  return `<iframe src="${escapeAttribute(src)}" width="${EMBED_IFRAME.width}" height="${EMBED_IFRAME.height}" title="${escapeAttribute(title)}" style="border:0" loading="lazy"></iframe>`;
}
