'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import fields from '@/components/account/form.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiCall } from '@/lib/client/api';
import { offlineGiftDecisionCalls } from '@/lib/contracts/donations';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import { EditOfflineGiftDialog, type CampaignChoice, type EditableGift } from './edit-offline-gift-dialog';
import styles from './offline-gifts.module.css';

type Asking = 'reject' | 'void' | null;

const QUESTIONS = {
  reject: (summary: string) => `Reject ${summary}? It will never count toward any total.`,
  void: (summary: string) => `Void ${summary}? It will stop counting toward every total.`,
} as const;

/**
 * What the event's creator can do to one offline gift: confirm or reject one that waits, edit or
 * void one that counts (edit needs the event's campaigns). Reject and void ask first in the site's
 * dialog, with an optional reason for the audit trail; then the page is drawn again.
 */
export function OfflineGiftActions({
  gift,
  status,
  summary,
  eventTitle,
  campaigns,
}: {
  gift: EditableGift;
  status: string;
  /** "$50.00 from Grace Hopper": how the buttons and questions name the gift. */
  summary: string;
  eventTitle: string;
  /** The event's campaigns; without them there is no Edit (the dashboard's short list). */
  campaigns?: CampaignChoice[];
}) {
  const router = useRouter();
  const ids = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  async function act(action: 'confirm' | 'reject' | 'void') {
    setBusy(true);
    setError('');
    const result = await apiCall(offlineGiftDecisionCalls[action], {
      params: { donationId: gift.id },
      body: action === 'confirm' ? {} : { reason },
    });
    setBusy(false);
    setAsking(null);
    if (result.ok) {
      setDone(result.data.message);
      router.refresh();
    } else if (result.status !== 401) setError(result.error ?? '');
  }

  const pending = status === 'pending';
  const counted = status === 'succeeded';
  if (!pending && !counted) return null;
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {pending ? (
          <>
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => void act('confirm')}
              aria-label={`Confirm ${summary}`}
            >
              Confirm
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => setAsking('reject')}
              aria-label={`Reject ${summary}`}
            >
              Reject
            </button>
          </>
        ) : null}
        {campaigns ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => setEditing(true)}
            aria-label={`Edit ${summary}`}
          >
            Edit
          </button>
        ) : null}
        {counted ? (
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            onClick={() => setAsking('void')}
            aria-label={`Void ${summary}`}
          >
            Void
          </button>
        ) : null}
      </div>
      <p className={styles.result} aria-live="polite">
        {done}
      </p>
      {error ? (
        <p role="alert" className={fields.error}>
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        message={asking ? QUESTIONS[asking](summary) : ''}
        confirmLabel={asking === 'void' ? 'Void gift' : 'Reject gift'}
        danger
        busy={busy}
        onConfirm={() => asking && void act(asking)}
        onCancel={() => setAsking(null)}
      >
        <div className={fields.field}>
          <label htmlFor={`${ids}-reason`} className={fields.label}>
            Reason <span className={styles.muted}>(optional, kept in the gift&apos;s history)</span>
          </label>
          <input
            id={`${ids}-reason`}
            className={fields.input}
            maxLength={TEXT_LIMITS.short}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>
      {editing && campaigns ? (
        <EditOfflineGiftDialog
          gift={gift}
          eventTitle={eventTitle}
          campaigns={campaigns}
          onClose={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            setDone(message);
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
