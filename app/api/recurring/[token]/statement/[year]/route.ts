// GET /api/recurring/{token}/statement/{year} — the plan's donor's year-end statement as a PDF, by the manage link (CONTRACT §6)
import { pdfFile, route } from '@/lib/http';
import { getPlanStatement } from '@/lib/services/recurring/plan-statement';

type Context = { params: Promise<{ token: string; year: string }> };

// 404 for an unknown link, then 400 for a year that is not one; both as JSON, before any PDF is drawn.
export const GET = route<Context>(async (_request, { params }) => {
  const { token, year } = await params;
  return pdfFile(await getPlanStatement({ token, year }));
});
