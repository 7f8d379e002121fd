'use client';

import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { apiCall } from '@/lib/client/api';
import { sendTestEmailCalls } from '@/lib/contracts/events';
import { REQUIRED, WRITE_TEMPLATE_FIRST } from '@/lib/rules/messages';
import type { EventFormValues } from './event-form-values';
import { TextField } from './form-fields';
import styles from './event-form.module.css';

type Kind = keyof typeof sendTestEmailCalls;

const LABEL: Record<Kind, string> = {
  donation: 'Donation confirmation email',
  participation: 'Sign-up confirmation email',
};

/**
 * A markdown email template with its "Send test email" button. The test goes to the organizer's
 * own confirmed address, never another (the server refuses any other: no phishing relay).
 */
export function EmailTemplateField({ kind, eventId }: { kind: Kind; eventId?: string }) {
  const { getValues } = useFormContext<EventFormValues>();
  const [state, setState] = useState<{ sending: boolean; ok?: boolean; message: string }>({
    sending: false,
    message: '',
  });

  async function sendTest() {
    setState({ sending: true, message: 'Sending…' });
    const markdown = getValues(`emailTemplate.${kind}`);
    const result = await apiCall(sendTestEmailCalls[kind], { body: { markdown, eventId } });
    if (result.ok) {
      setState({ sending: false, ok: true, message: 'Test email sent to your address.' });
    } else {
      const fieldMessage = result.data.fieldErrors?.markdown?.[0];
      const message = fieldMessage === REQUIRED ? WRITE_TEMPLATE_FIRST : (fieldMessage ?? result.error ?? '');
      setState({ sending: false, ok: false, message: `Could not send the test email: ${message}` });
    }
  }

  return (
    <div className={styles.field}>
      <TextField
        name={`emailTemplate.${kind}`}
        label={LABEL[kind]}
        multiline
        rows={7}
        monospace
        optional
        hint={
          <>
            Markdown: <code># Heading</code>, <code>**bold**</code>, <code>[link](https://…)</code>. Placeholders:{' '}
            <code>{'{{firstName}}'}</code>, <code>{'{{lastName}}'}</code>, <code>{'{{amount}}'}</code>,{' '}
            <code>{'{{event}}'}</code>
            {kind === 'donation' ? (
              <>
                , <code>{'{{campaign}}'}</code>, <code>{'{{transactionId}}'}</code>
              </>
            ) : null}
            .
          </>
        }
      />
      <div className={styles.testEmail}>
        <p className={styles.hint}>The test goes to your own email address.</p>
        <button type="button" className={styles.secondaryButton} onClick={sendTest} disabled={state.sending}>
          Send test email
        </button>
        <p
          role="status"
          className={`${styles.testStatus} ${state.ok ? styles.success : state.ok === false ? styles.error : ''}`}
        >
          {state.message}
        </p>
      </div>
    </div>
  );
}
