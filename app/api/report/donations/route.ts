// GET /api/report/donations?event={id} — the event's succeeded donations as a CSV download (its creator)
import { requireUser } from '@/lib/auth';
import { csvFile, route } from '@/lib/http';
import { exportDonationsReport } from '@/lib/services/reports/export-donations-report';
import { reportQuerySchema } from '@/lib/validation/report-query';

// 401, then 400 without ?event, then 404/403 from the service: each as JSON, before the CSV starts.
export const GET = route(async (request) => {
  const user = await requireUser(request);
  const { event } = reportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return csvFile(await exportDonationsReport({ user, eventId: event }));
});
