import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { env } from '@/lib/env';

// The sandbox mailbox (CONTRACT §2): mail kept in the outbox, newest first. Outside sandbox
// mode the outbox holds real people's mail, so this answers 404.

export type OutboxEmail = { _id: string; to: string; subject: string; html: string; text: string; createdAt: string };

function assertSandbox() {
  if (!env.sandbox) throw notFound();
}

export async function listOutbox({ to, limit = 100 }: { to?: string | null; limit?: number } = {}) {
  assertSandbox();
  const rows = await db.emailOutbox.findMany({
    where: to ? { to: to.trim().toLowerCase() } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  return rows.map((row): OutboxEmail => ({
    _id: row.id,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function getOutboxEmail({ id }: { id: string }) {
  assertSandbox();
  const row = await db.emailOutbox.findUnique({ where: { id } });
  if (!row) throw notFound();
  return row;
}
