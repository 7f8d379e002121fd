'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { TextAreaField, TextField } from '@/components/account/text-field';
import { OFFLINE_AMOUNT_INPUT } from '@/components/giving/offline-amount-input';
import fields from '@/components/account/form.module.css';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import dialogStyles from '@/components/ui/confirm-dialog.module.css';
import { apiCall } from '@/lib/client/api';
import { updateOfflineGiftCall } from '@/lib/contracts/donations';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { GENERAL_CAMPAIGN_ID } from '@/lib/rules/constants';
import { centsToDollars } from '@/lib/rules/money';
import { offlineDonationUpdateSchema, type OfflineDonationUpdateInput } from '@/lib/validation/donation';
import type { SchemaFormValues } from '@/lib/validation/form-values';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import styles from './offline-gifts.module.css';

/** A campaign an edit may move the gift to: a team, or an individual campaign (under its team's name). */
export type CampaignChoice = { id: string; label: string };

/** What the edit form starts from (cents; the campaign's id or null for the event itself). */
export type EditableGift = {
  id: string;
  firstName: string;
  lastName: string;
  anonymous: boolean;
  amountCents: number;
  message: string | null;
  campaignId: string | null;
};

type Values = SchemaFormValues<typeof offlineDonationUpdateSchema>;
const FIELDS = ['campaignId', 'firstName', 'lastName', 'amount', 'message', 'anonymous'] as const;

/**
 * The organizer's correction of one offline gift, in a modal <dialog> (Esc or Cancel close it
 * unchanged): the same schema as the server, whose 400 lands under the fields.
 */
export function EditOfflineGiftDialog({
  gift,
  eventTitle,
  campaigns,
  onClose,
  onSaved,
}: {
  gift: EditableGift;
  eventTitle: string;
  campaigns: CampaignChoice[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm<typeof offlineDonationUpdateSchema, Values>(offlineDonationUpdateSchema, {
    defaultValues: {
      campaignId: gift.campaignId ?? GENERAL_CAMPAIGN_ID,
      firstName: gift.firstName,
      lastName: gift.lastName,
      amount: String(centsToDollars(gift.amountCents)),
      message: gift.message ?? '',
      anonymous: gift.anonymous,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    form.setFocus('firstName');
  }, [form]);

  async function save(values: OfflineDonationUpdateInput) {
    setSaving(true);
    setError('');
    const result = await apiCall(updateOfflineGiftCall, { params: { donationId: gift.id }, body: values });
    setSaving(false);
    if (result.ok) {
      dialog.current?.close();
      onSaved(result.data.message);
      return;
    }
    if (result.status === 401) return; // apiCall is on its way to /login
    applyFieldErrors(form.setError, result.data.fieldErrors, FIELDS);
    setError(result.error ?? '');
  }

  const message = (name: keyof Values) => errors[name]?.message;
  return (
    <dialog
      ref={dialog}
      className={`${dialogStyles.dialog} ${styles.editDialog}`}
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form className={fields.form} onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        <h2 id={`${ids}-title`} className={dialogStyles.message}>
          Edit this gift
        </h2>
        <div className={fields.field}>
          <label htmlFor={`${ids}-campaign`} className={fields.label}>
            Goes to
          </label>
          <select
            id={`${ids}-campaign`}
            className={fields.input}
            aria-invalid={message('campaignId') ? true : undefined}
            {...register('campaignId')}
          >
            <option value={GENERAL_CAMPAIGN_ID}>{eventTitle} (no campaign)</option>
            {campaigns.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.label}
              </option>
            ))}
          </select>
          {message('campaignId') ? <p className={fields.error}>{message('campaignId')}</p> : null}
        </div>
        <div className={fields.row}>
          <TextField
            label="First Name"
            autoComplete="off"
            maxLength={TEXT_LIMITS.name}
            error={message('firstName')}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="off"
            maxLength={TEXT_LIMITS.name}
            error={message('lastName')}
            {...register('lastName')}
          />
        </div>
        <TextField {...OFFLINE_AMOUNT_INPUT} error={message('amount')} {...register('amount')} />
        <TextAreaField
          label="Message"
          optional
          rows={2}
          maxLength={TEXT_LIMITS.message}
          error={message('message')}
          {...register('message')}
        />
        <label className={fields.check}>
          <input type="checkbox" {...register('anonymous')} />
          <span>Anonymous</span>
        </label>
        {error ? (
          <p role="alert" className={fields.error}>
            {error}
          </p>
        ) : null}
        <div className={dialogStyles.buttons}>
          <button
            type="button"
            className={dialogStyles.cancel}
            onClick={() => {
              dialog.current?.close();
              onClose();
            }}
          >
            Cancel
          </button>
          <button type="submit" className={dialogStyles.confirm} disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
