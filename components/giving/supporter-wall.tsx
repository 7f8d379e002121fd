'use client';

import { useEffect, useState } from 'react';
import form from '@/components/account/form.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiCall } from '@/lib/client/api';
import { hideDonationMessageCall, supporterWallCall } from '@/lib/contracts/donations';
import { HIDE_MESSAGE_QUESTION, WALL_EMPTY } from '@/lib/rules/messages';
import { formatAmount } from '@/lib/rules/money';
import type { WallMessage, WallTargetKind } from '@/lib/services/donations/donation-view';
import { timeAgo } from './time-ago';
import styles from './supporter-wall.module.css';

/**
 * The supporter wall (issue 21): what donors wrote with their gifts, newest first, ten at a time
 * with More. Read from the API in the browser (the page around it is cached for everyone), so the
 * event's creator also gets Hide on each message (the API says whether this visitor may).
 */
export function SupporterWall({ kind, id }: { kind: WallTargetKind; id: string }) {
  const [messages, setMessages] = useState<WallMessage[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [canHide, setCanHide] = useState(false);
  const [loading, setLoading] = useState(true);
  const [hiding, setHiding] = useState<WallMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(0);

  async function load(before: string | null) {
    setLoading(true);
    const result = await apiCall(supporterWallCall, { params: { kind, id }, query: before ? { before } : {} });
    setLoading(false);
    if (!result.ok) return;
    setNow(Date.now());
    setMessages((current) => (before ? [...current, ...result.data.messages] : result.data.messages));
    setNext(result.data.next);
    setCanHide(result.data.canHide);
  }

  useEffect(() => {
    // The wall is read once the page is in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id]);

  async function hide(message: WallMessage) {
    setBusy(true);
    const result = await apiCall(hideDonationMessageCall, {
      params: { donationId: message.id },
      body: { hidden: true },
    });
    setBusy(false);
    setHiding(null);
    if (result.ok) setMessages((current) => current.filter((item) => item.id !== message.id));
  }

  if (!loading && messages.length === 0)
    return (
      <p className={styles.empty} data-testid="wall-empty">
        {WALL_EMPTY}
      </p>
    );
  return (
    <div className={styles.wall} data-testid="supporter-wall">
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message.id} className={styles.item} data-testid="wall-message">
            <p className={styles.head}>
              <strong className={styles.name}>{message.name}</strong>
              {message.amountCents !== null ? (
                <span className={styles.amount}>{formatAmount(message.amountCents)}</span>
              ) : null}
              <time className={styles.time} dateTime={message.date}>
                {now ? timeAgo(message.date, now) : null}
              </time>
            </p>
            <p className={styles.text}>{message.message}</p>
            {canHide ? (
              <button
                type="button"
                className={`${form.secondary} ${styles.hide}`}
                onClick={() => setHiding(message)}
                data-testid="wall-hide"
              >
                Hide
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {next ? (
        <button
          type="button"
          className={`${form.secondary} ${form.block}`}
          disabled={loading}
          onClick={() => void load(next)}
          data-testid="wall-more"
        >
          More
        </button>
      ) : null}
      <ConfirmDialog
        open={hiding !== null}
        message={HIDE_MESSAGE_QUESTION}
        confirmLabel="Hide message"
        danger
        busy={busy}
        onConfirm={() => hiding && void hide(hiding)}
        onCancel={() => setHiding(null)}
      />
    </div>
  );
}
