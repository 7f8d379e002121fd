// GET /statement/{token} — the year-end statement the January email links to, as a PDF, without an account (CONTRACT §6)
import { pdfFile, route } from '@/lib/http';
import { getStatementByToken } from '@/lib/services/statements/build-statement';

type Context = { params: Promise<{ token: string }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { token } = await params;
  return pdfFile(await getStatementByToken({ token }));
});
