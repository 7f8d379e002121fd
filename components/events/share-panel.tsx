'use client';

import { useState, type MouseEvent } from 'react';
import { embedSnippet, shareLinks, type ShareLink } from './share-links';
import styles from './share-panel.module.css';

function openPopup(event: MouseEvent<HTMLAnchorElement>, link: ShareLink) {
  if (!link.window) return;
  const { width, height } = link.window;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(link.href, 'share', `width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return; // Blocked: the link opens in a new tab instead.
  popup.opener = null;
  event.preventDefault();
}

function useCopied() {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (key: string, text: string) => {
    navigator.clipboard
      ?.writeText(text)
      .then(() => {
        setCopied(key);
        setTimeout(() => setCopied((current) => (current === key ? null : current)), 2000);
      })
      .catch(() => {});
  };
  return { copied, copy };
}

/** What a page shares: its address, its title, and its embeddable card's address. */
export type ShareTarget = { url: string; title: string; embedSrc: string };

/** Share links (popups of the spec's sizes), copy link, and the embed code of the card. */
export function SharePanel({ share }: { share: ShareTarget }) {
  const { url, title, embedSrc } = share;
  const { copied, copy } = useCopied();
  const snippet = embedSnippet({ src: embedSrc, title });
  return (
    <div className={styles.panel} data-testid="share-panel">
      <h2 className={styles.heading}>Share</h2>
      <ul className={styles.links}>
        {shareLinks({ url, title }).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              className={styles.link}
              target={link.window ? '_blank' : undefined}
              rel={link.window ? 'noopener noreferrer' : undefined}
              onClick={(event) => openPopup(event, link)}
              aria-label={link.label}
              title={link.label}
            >
              <ShareIcon network={link.network} />
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.link}
            onClick={() => copy('link', url)}
            aria-label="Copy link"
            title="Copy link"
          >
            <ShareIcon network="copy" />
          </button>
        </li>
      </ul>
      <p className={styles.status} role="status">
        {copied === 'link' ? 'Link copied' : copied === 'embed' ? 'Embed code copied' : ''}
      </p>
      <details className={styles.embed}>
        <summary>Embed on your site</summary>
        <label className={styles.embedLabel}>
          <span>Paste this code into your web page:</span>
          <textarea
            className={styles.snippet}
            readOnly
            rows={4}
            value={snippet}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <button type="button" className={styles.copyEmbed} onClick={() => copy('embed', snippet)}>
          Copy embed code
        </button>
      </details>
    </div>
  );
}

function ShareIcon({ network }: { network: ShareLink['network'] | 'copy' }) {
  const paths: Record<typeof network, string> = {
    facebook:
      'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.5V21z',
    x: 'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.8zm-1 16.2h1.7L7.3 4.7H5.5z',
    email: 'M3 5h18v14H3zm2 2v.4l7 4.6 7-4.6V7zm14 2.8-7 4.6-7-4.6V17h14z',
    copy: 'M9 3h10v12h-2V5H9zM5 7h10v14H5zm2 2v10h6V9z',
  };
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
}
