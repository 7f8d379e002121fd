import 'server-only';
import { notFound } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';
import { isPlausibleId } from '@/lib/rules/ids';
import { reportFileName } from '@/lib/rules/report-cells';
import { requireEventCreator } from '@/lib/services/events/require-event-creator';
import { REPORT_PAGE_SIZE, type CsvReport } from './csv-stream';

/** What every report of an event is asked with; the page size and the clock are there for tests. */
export type ReportRequest = { user: CurrentUser | null; eventId: string; pageSize?: number; now?: Date };

/**
 * The event a report is of, for its creator only: 401 without a user, 404 for an unknown event,
 * 403 for anyone else, all before the first byte of the CSV.
 */
async function reportEvent({ user, eventId }: { user: CurrentUser | null; eventId: string }) {
  if (user && !isPlausibleId(eventId)) throw notFound(EVENT_NOT_FOUND);
  await requireEventCreator({ user, eventId });
  return db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: { id: true, title: true, timeZone: true, waiver: true },
  });
}

export type ReportEvent = Awaited<ReturnType<typeof reportEvent>>;

/**
 * A report of an event as a download: the event checked for its creator first (reportEvent),
 * then named `kind` after the event and the day, its body streamed by `body`.
 */
export async function eventReport(
  { user, eventId, pageSize = REPORT_PAGE_SIZE, now = new Date() }: ReportRequest,
  kind: Parameters<typeof reportFileName>[0],
  body: (event: ReportEvent, pageSize: number) => Promise<ReadableStream<Uint8Array>> | ReadableStream<Uint8Array>,
): Promise<CsvReport> {
  const event = await reportEvent({ user, eventId });
  return { filename: reportFileName(kind, event.title, now), body: await body(event, pageSize) };
}
