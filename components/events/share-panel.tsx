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

/** Drawn by the stylesheet (a mask in currentColor): the icons add nothing to the page's HTML. */
function ShareIcon({ network }: { network: ShareLink['network'] | 'copy' }) {
  return <span className={`${styles.icon} ${styles[network]}`} aria-hidden="true" />;
}
