// Year-end statements (CONTRACT §6 "Statements", "Sandbox clock"). The statement itself is a PDF
// download, not JSON: GET /api/statement/{year} (the logged-in donor) and /statement/{token}
// (the January email's link) answer application/pdf (lib/http.ts pdfFile); statementPath names it.
import type { StatementNoticeRun } from '@/lib/services/statements/statement-view';
import type { statementRunSchema } from '@/lib/validation/statement';
import { answer, bodyCheckedByService, defineContract } from './contract';

/** POST /api/dev/statements/run {"now": "<ISO date>"} — the January email as if it were `now` (sandbox mode only). */
export const runStatementNoticesCall = defineContract({
  method: 'POST',
  path: () => '/api/dev/statements/run',
  body: bodyCheckedByService<typeof statementRunSchema>(),
  answer: answer<StatementNoticeRun>(),
});
