'use client';

import { useState } from 'react';
import { shareLinks } from '@/components/events/share-links';
import styles from './my-campaigns.module.css';

const SHORT: Record<string, string> = { facebook: 'Facebook', x: 'X', email: 'Email' };

/** A campaign's share links and Copy link, small enough for a list (the page itself has the full panel). */
export function CampaignShareButtons({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.share} role="group" aria-label={`Share ${title}`}>
      {shareLinks({ url, title }).map((link) => (
        <a
          key={link.network}
          href={link.href}
          className={styles.shareButton}
          target={link.window ? '_blank' : undefined}
          rel={link.window ? 'noopener noreferrer' : undefined}
          aria-label={`${link.label}: ${title}`}
        >
          {SHORT[link.network] ?? link.label}
        </a>
      ))}
      <button
        type="button"
        className={styles.shareButton}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(url)
            .then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
            })
            .catch(() => {})
        }
      >
        {copied ? 'Copied' : 'Copy link'}
        <span className="visually-hidden"> of {title}</span>
      </button>
    </div>
  );
}
