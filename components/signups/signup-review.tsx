'use client';

import type { ReactNode } from 'react';
import { formatDollarsAndCents } from '@/lib/rules/money';
import type { SignupPrice } from '@/lib/rules/signup-price';
import styles from './signup-form.module.css';

type SignupReviewProps = {
  eventTitle: string;
  categoryName: string;
  priceCents: number;
  teamTitle: string;
  purpose: string;
  participants: string[];
  promo: { code: string; label: string } | null;
  price: SignupPrice;
  /** The fee checkbox, placed among the figures it changes. */
  feeChoice: ReactNode;
};

/** Section 1's summary: who is signing up for what, and what it costs, line by line. */
export function SignupReview({
  eventTitle,
  categoryName,
  priceCents,
  teamTitle,
  purpose,
  participants,
  promo,
  price,
  feeChoice,
}: SignupReviewProps) {
  const count = participants.length;
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <div>
          <dt>Event</dt>
          <dd>{eventTitle}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{categoryName}</dd>
        </div>
        <div>
          <dt>Team</dt>
          <dd>{teamTitle}</dd>
        </div>
        <div>
          <dt>Going for</dt>
          <dd>{purpose === 'best time' ? 'A best time' : 'Fun'}</dd>
        </div>
        <div>
          <dt>{count === 1 ? 'Participant' : `Participants (${count})`}</dt>
          <dd>
            <ul className={styles.names}>
              {participants.map((name, index) => (
                <li key={index}>{name}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>

      <table className={styles.prices} data-testid="price-summary">
        <caption className="visually-hidden">Price</caption>
        <tbody>
          <tr>
            <th scope="row">
              {categoryName} × {count} ({formatDollarsAndCents(priceCents)} each)
            </th>
            <td>{formatDollarsAndCents(price.baseCents)}</td>
          </tr>
          {promo ? (
            <tr>
              <th scope="row">
                Promo code {promo.code} ({promo.label})
              </th>
              <td>−{formatDollarsAndCents(price.discountCents)}</td>
            </tr>
          ) : null}
          {price.netCents > 0 ? (
            <tr>
              <th scope="row">{feeChoice}</th>
              <td>{price.feeCents > 0 ? formatDollarsAndCents(price.feeCents) : '—'}</td>
            </tr>
          ) : null}
          <tr className={styles.total}>
            <th scope="row">Total</th>
            <td data-testid="signup-total">{formatDollarsAndCents(price.totalCents)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
