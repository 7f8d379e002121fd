import 'server-only';
import { badRequest } from '@/lib/app-error';
import { db } from '@/lib/db';
import { STATEMENT_YEAR_INVALID } from '@/lib/rules/messages';
import { parseStatementYear } from '@/lib/rules/statements';
import { buildStatement } from '@/lib/services/statements/build-statement';
import { findPlanByToken } from './plan-answer';

/**
 * GET /api/recurring/{token}/statement/{year} (CONTRACT §6): the year-end statement of the plan's
 * donor, from the manage link alone. The donor is whom the statements count gifts by: the plan's
 * account's email when it was made logged in, else the email given with it.
 */
export async function getPlanStatement({ token, year }: { token: string; year: string }) {
  const plan = await findPlanByToken(token);
  const parsed = parseStatementYear(year);
  if (parsed === null) throw badRequest(STATEMENT_YEAR_INVALID);
  const account = plan.userId
    ? await db.user.findUnique({ where: { id: plan.userId }, select: { email: true } })
    : null;
  return buildStatement({ donorEmail: account?.email ?? plan.email, year: parsed });
}
