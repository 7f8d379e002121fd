'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DELETE_CONFIRM_1, DELETE_CONFIRM_2 } from '@/lib/rules/messages';

type Step = 'closed' | 'first' | 'second';

/**
 * Delete with the spec's two confirmations ("Do you really want to delete this event?", then
 * "Really??"), each in a dialog of the site's own; `onConfirmed` runs after the second yes.
 */
export function DeleteCampaignButton({
  className,
  disabled,
  onConfirmed,
}: {
  className: string;
  disabled: boolean;
  onConfirmed: () => void;
}) {
  const [step, setStep] = useState<Step>('closed');
  return (
    <>
      <button type="button" className={className} onClick={() => setStep('first')} disabled={disabled}>
        Delete campaign
      </button>
      <ConfirmDialog
        open={step !== 'closed'}
        message={step === 'second' ? DELETE_CONFIRM_2 : DELETE_CONFIRM_1}
        confirmLabel={step === 'second' ? 'Yes, delete it' : 'Delete'}
        danger
        onCancel={() => setStep('closed')}
        onConfirm={() => {
          if (step === 'first') {
            setStep('second');
            return;
          }
          setStep('closed');
          onConfirmed();
        }}
      />
    </>
  );
}
