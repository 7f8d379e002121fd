// GET /api/report/plans?event={id} — the event's monthly plans as a CSV download (its creator)
import { requireUser } from '@/lib/auth';
import { csvFile, route } from '@/lib/http';
import { exportPlansReport } from '@/lib/services/reports/export-plans-report';
import { reportQuerySchema } from '@/lib/validation/report-query';

// 401, then 400 without ?event, then 404/403 from the service: each as JSON, before the CSV starts.
export const GET = route(async (request) => {
  const user = await requireUser(request);
  const { event } = reportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return csvFile(await exportPlansReport({ user, eventId: event }));
});
