import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';
import { listOutbox } from '@/lib/services/mail/list-outbox';
import styles from './mailbox.module.css';
import { devMailboxPath } from '@/lib/shared/paths';

export const metadata: Metadata = { title: 'Sandbox mailbox', robots: { index: false } };
export const dynamic = 'force-dynamic';

// Sandbox mode only (CONTRACT §2): every email the app "sent", newest first. 404 otherwise.
export default async function MailboxPage({ searchParams }: { searchParams: Promise<{ to?: string | string[] }> }) {
  if (!env.sandbox) notFound();
  const raw = (await searchParams).to;
  const to = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  const emails = await listOutbox({ to });

  return (
    <main className={styles.page}>
      <p className={styles.banner}>Sandbox mode: no email leaves this machine. This is everything the site sent.</p>
      <h1 className={styles.title}>Mailbox</h1>
      <form className={styles.filter} action={devMailboxPath()}>
        <label htmlFor="to" className="visually-hidden">
          Recipient
        </label>
        <input id="to" name="to" type="email" placeholder="Only mail to…" defaultValue={to ?? ''} />
        <button type="submit">Filter</button>
      </form>
      {emails.length === 0 ? (
        <p className={styles.empty}>No mail yet.</p>
      ) : (
        <ul className={styles.list}>
          {emails.map((email) => (
            <li key={email._id} className={styles.item}>
              <Link href={devMailboxPath(email._id)}>
                <span className={styles.subject}>{email.subject}</span>
                <span className={styles.meta}>
                  To {email.to} · {new Date(email.createdAt).toLocaleString('en-US', { timeZone: 'UTC' })} UTC
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
