import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isAppError } from '@/lib/app-error';
import { env } from '@/lib/env';
import { getOutboxEmail } from '@/lib/services/mail/list-outbox';
import styles from '../mailbox.module.css';
import { devMailboxPath } from '@/lib/shared/paths';

export const metadata: Metadata = { title: 'Sandbox mailbox', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** The http(s) links of an email's HTML, so they can be followed from here. */
function linksOf(html: string): string[] {
  const links = [...html.matchAll(/href="(https?:[^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  return [...new Set(links)];
}

export default async function MailboxEmailPage({ params }: { params: Promise<{ id: string }> }) {
  if (!env.sandbox) notFound();
  const { id } = await params;
  const email = await getOutboxEmail({ id }).catch((error: unknown) => {
    if (isAppError(error, 'NOT_FOUND')) notFound();
    throw error;
  });
  const links = linksOf(email.html);
  // Links in the email open in the whole tab; the frame runs no scripts.
  const document = email.html.replace(/<head>|<html[^>]*>/i, (tag) => `${tag}<base target="_top">`);

  return (
    <main className={styles.page}>
      <p>
        <Link href={devMailboxPath()}>← All mail</Link>
      </p>
      <h1 className={styles.title}>{email.subject}</h1>
      <p className={styles.meta}>
        To {email.to} · {email.createdAt.toLocaleString('en-US', { timeZone: 'UTC' })} UTC · {email.status}
      </p>
      {links.length ? (
        <ul className={styles.links} aria-label="Links in this email">
          {links.map((link) => (
            <li key={link}>
              <a href={link}>{link}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <iframe
        title={`Email: ${email.subject}`}
        className={styles.frame}
        srcDoc={document}
        sandbox="allow-top-navigation-by-user-activation allow-popups"
      />
      <h2>Text version</h2>
      <pre className={styles.text}>{email.text}</pre>
    </main>
  );
}
