'use client';

import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { apiFetch } from '@/lib/client/api';
import { REQUIRED, WRITE_TEMPLATE_FIRST } from '@/lib/rules/messages';
import type { EventFormValues } from './event-form-values';
import { TextField } from './form-fields';
import styles from './event-form.module.css';

type Kind = 'donation' | 'participation';

const ENDPOINT: Record<Kind, string> = {
  donation: '/api/send_test_email_donation',
  participation: '/api/send_test_email_signup',
};

const LABEL: Record<Kind, string> = {
  donation: 'Donation confirmation email',
  participation: 'Sign-up confirmation email',
};

/**
 * A markdown email template with its "Send test email" button. A saved event (eventId) may
 * send the test to any address; a new one only to the organizer's own, so the address field
 * shows once the event is saved.
 */
export function EmailTemplateField({ kind, eventId }: { kind: Kind; eventId?: string }) {
  const { getValues } = useFormContext<EventFormValues>();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ sending: boolean; ok?: boolean; message: string }>({
    sending: false,
    message: '',
  });

  async function sendTest() {
    setState({ sending: true, message: 'Sending…' });
    const markdown = getValues(`emailTemplate.${kind}`);
    const to = eventId ? email.trim() : '';
    const result = await apiFetch(ENDPOINT[kind], {
      method: 'PUT',
      body: { markdown, email: to || undefined, eventId },
    });
    if (result.ok) {
      setState({ sending: false, ok: true, message: `Test email sent to ${to || 'your address'}.` });
    } else {
      const fieldMessage = result.data.fieldErrors?.markdown?.[0] ?? result.data.fieldErrors?.email?.[0];
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
        {eventId ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-to`} className={styles.label}>
              Send a test to <span className={styles.optionalMark}>(blank: your own address)</span>
            </label>
            <input
              id={`${id}-to`}
              type="email"
              className={styles.input}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
              placeholder="you@example.org"
            />
          </div>
        ) : (
          <p className={styles.hint}>
            The test goes to your own address; once the event is saved you can send it to anyone.
          </p>
        )}
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
