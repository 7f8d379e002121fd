import Link from 'next/link';
import type { ReactNode } from 'react';
import { OfflineDonationForm, type OfflineFormModel } from './offline-donation-form';
import styles from './offline-donation-page.module.css';

/**
 * The frame of the offline donation pages: heading, the way back to the target's page (spec §2),
 * an optional event picker (/organizer-add-donation), a note (children), and the form.
 */
export function OfflineDonationPage({
  title = 'Add an offline donation',
  form,
  picker,
  children,
}: {
  title?: string;
  form: OfflineFormModel | null;
  picker?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className="eyebrow">Offline donation</p>
        <h1 className={styles.title}>{title}</h1>
        {form ? (
          <>
            <p className={styles.lead}>
              A check, cash or any gift received outside the site, for <strong>{form.targetTitle}</strong>.{' '}
              {form.awaitsConfirmation
                ? "It counts toward the totals once the event's organizer confirms it."
                : 'It counts toward the totals as soon as it is added.'}
            </p>
            <p className={styles.back}>
              <Link href={form.targetPath} prefetch={false} data-testid="back-to-target">
                ← Back to {form.targetTitle}
              </Link>
            </p>
          </>
        ) : (
          <p className={styles.lead}>A check, cash or any gift received outside the site.</p>
        )}
      </header>
      {picker}
      {children ? <div className={styles.note}>{children}</div> : null}
      {form ? <OfflineDonationForm key={`${form.targetType}:${form.targetPath}`} form={form} /> : null}
    </div>
  );
}
