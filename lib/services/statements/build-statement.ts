import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { badRequest, notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { STATEMENT_LINK_NOT_FOUND, STATEMENT_YEAR_INVALID } from '@/lib/rules/messages';
import { parseStatementYear, STATEMENT_RENDERS_AT_ONCE, statementFilename } from '@/lib/rules/statements';
import { readStatement, type StatementRequest } from './read-statement';
import { renderStatementPdf } from './render-statement-pdf';
import type { StatementFile } from './statement-view';

// A donor's year-end statement as a PDF (CONTRACT §6 "Statements"). Nothing is stored: each
// download reads the gifts as they stand (a refund made since is left out) and draws the PDF on
// the spot, a few at a time per instance (STATEMENT_RENDERS_AT_ONCE; the rest wait in line), so
// a rush of downloads in January cannot take every core. The January email carries a link, not
// the PDF, so the mail worker draws none.

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= STATEMENT_RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** The statement of the donor with this email for `year`: every gift of theirs that year. */
export async function buildStatement({ now = new Date(), ...request }: StatementRequest): Promise<StatementFile> {
  return inTurn(async () => ({
    filename: statementFilename(request.year),
    bytes: await renderStatementPdf(await readStatement({ ...request, now })),
  }));
}

/** GET /api/statement/{year}: the logged-in donor's own statement (their account's email). */
export async function getOwnStatement({ user, year }: { user: { email: string }; year: string }) {
  const parsed = parseStatementYear(year);
  if (parsed === null) throw badRequest(STATEMENT_YEAR_INVALID);
  return buildStatement({ donorEmail: user.email, year: parsed });
}

/** A statement link's token: 256 random bits; only its hash is stored. */
export const newStatementToken = () => randomBytes(32).toString('base64url');
export const hashStatementToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** /statement/{token}: the statement the January email linked to, without an account (404 if unknown). */
export async function getStatementByToken({ token }: { token: string }) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(STATEMENT_LINK_NOT_FOUND);
  const notice = await db.statementNotice.findUnique({ where: { tokenHash: hashStatementToken(token) } });
  if (!notice) throw notFound(STATEMENT_LINK_NOT_FOUND);
  return buildStatement({ donorEmail: notice.email, year: notice.year });
}
