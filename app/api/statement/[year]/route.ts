// GET /api/statement/{year} — the logged-in donor's year-end statement as a PDF (CONTRACT §6)
import { requireUser } from '@/lib/auth';
import { pdfFile, route } from '@/lib/http';
import { getOwnStatement } from '@/lib/services/statements/build-statement';

type Context = { params: Promise<{ year: string }> };

// 401 before 400 for a year that is not one; both as JSON, before any PDF is drawn.
export const GET = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { year } = await params;
  return pdfFile(await getOwnStatement({ user, year }));
});
