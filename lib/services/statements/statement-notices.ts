import 'server-only';
import { randomUUID } from 'node:crypto';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { noticeYearAt, yearBounds } from '@/lib/rules/statements';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { renderEmail } from '@/lib/services/mail/render-email';
import { statementRunSchema } from '@/lib/validation/statement';
import { COUNTED_CENTS_SQL, COUNTED_GIFT_SQL } from '@/lib/services/totals/counted-gifts';
import { hashStatementToken, newStatementToken } from './build-statement';
import { GIFT_DONOR_EMAIL_SQL } from './read-statement';
import type { StatementNoticeRun } from './statement-view';

// The January email (CONTRACT §6 "Statements"): all through January (UTC), the maintenance loop
// emails each donor of the past year a link to their statement, once. Once per donor and year
// is a row: StatementNotice (email, year) is unique, and each donor's row is inserted in the
// transaction that queues the email (ON CONFLICT DO NOTHING): a second run, or a run of another
// instance at the same moment, inserts nothing and sends nothing. The link carries a random
// token (its hash is the row's), so it opens the statement without an account.

export const statementLinkUrl = (token: string) => `${env.appUrl}/statement/${token}`;

function noticeMail(year: number, token: string) {
  const organization = env.organizationName;
  return renderEmail({
    heading: `Your ${year} giving statement`,
    paragraphs: [
      `Thank you for your gifts to ${organization} in ${year}.`,
      `Your year-end statement lists each gift with its date, what it went to and its amount, for your tax records. Refunds are left out, and registration fees are listed apart as they are not deductible.`,
    ],
    action: { label: `Download your ${year} statement`, url: statementLinkUrl(token) },
    note: 'The link opens your statement without logging in: keep this email to yourself. With an account, your statements are also on your profile.',
  });
}

/** Emails every donor of the year before `now` who was not told yet; nothing outside January. */
export async function sendStatementNotices({ now = new Date() }: { now?: Date } = {}): Promise<StatementNoticeRun> {
  const year = noticeYearAt(now);
  if (year === null) return { sent: 0, skipped: 0 };
  const { start, end } = yearBounds(year);
  const donors = await db.$queryRaw<Array<{ email: string; told: boolean }>>`
    SELECT g.email, EXISTS (SELECT 1 FROM "StatementNotice" n WHERE n.email = g.email AND n.year = ${year}) AS told
    FROM (
      SELECT DISTINCT ${GIFT_DONOR_EMAIL_SQL} AS email
      FROM "Donation" d
      LEFT JOIN "User" u ON u.id = d."userId"
      WHERE d."transactionDate" >= ${start} AND d."transactionDate" < ${end}
        AND ${COUNTED_GIFT_SQL} AND ${COUNTED_CENTS_SQL} > 0
    ) g
    WHERE g.email IS NOT NULL AND g.email <> ''
    ORDER BY g.email`;

  let sent = 0;
  for (const { email, told } of donors) {
    if (!told && (await noticeOnce(email, year))) sent += 1;
  }
  return { sent, skipped: donors.length - sent };
}

/** One donor's email, queued with its row, unless another run has written that row first. */
async function noticeOnce(email: string, year: number): Promise<boolean> {
  const token = newStatementToken();
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "StatementNotice" ("id", "email", "year", "tokenHash", "createdAt")
      VALUES (${randomUUID()}, ${email}, ${year}, ${hashStatementToken(token)}, ${new Date()})
      ON CONFLICT ("email", "year") DO NOTHING`;
    if (inserted === 0) return false;
    const { html, text } = noticeMail(year, token);
    await enqueueMail(tx, {
      to: email,
      subject: `Your ${year} giving statement from ${env.organizationName}`,
      html,
      text,
    });
    return true;
  });
}

/** POST /api/dev/statements/run: the January email as if it were `now` (sandbox mode only; 404 otherwise). */
export async function runStatementNoticesInSandbox({ input }: { input: unknown }): Promise<StatementNoticeRun> {
  if (!env.sandbox) throw notFound();
  const { now } = statementRunSchema.parse(input);
  return sendStatementNotices({ now });
}
