import 'server-only';
import Papa from 'papaparse';
import { FORMULA_START } from '@/lib/rules/report-cells';

// The CSV reports are streamed: rows are read from the database a page at a time, as the
// download asks for them, and each page is written with papaparse and handed on. A 10,000-row
// export never holds more than a page or two of rows (the reader's queue plus the page being read).

/** How many rows one database read fetches (and one chunk of the download carries). */
export const REPORT_PAGE_SIZE = 500;

/** A column of a report: its header and how a row fills it. */
export type ReportColumn<Row> = readonly [header: string, cell: (row: Row) => string];

/** A finished report, ready to be answered as a download (lib/http.ts csvFile). */
export type CsvReport = { filename: string; body: ReadableStream<Uint8Array> };

// Excel reads a UTF-8 file without it as the local code page ("JosÃ©"); papaparse skips it.
const BYTE_ORDER_MARK = '\ufeff';
const NEWLINE = '\r\n'; // RFC 4180

function unparse(rows: string[][]): string {
  // Formula cells get a leading ' (FORMULA_START); quotes, commas and line breaks are quoted.
  return Papa.unparse(rows, { escapeFormulae: FORMULA_START, newline: NEWLINE }) + NEWLINE;
}

/** The findMany arguments of one page: at most `take` rows, after the last row read so far (none at first). */
export type PageWindow = { take: number; cursor?: { id: string }; skip?: number };

/**
 * The rows of `fetchPage`, page by page: each call gets the window of the next page to spread
 * into its findMany, which must read in a fixed order (a cursor on a unique id, so rows never
 * repeat or go missing between pages). Stops at a short page.
 */
export async function* readPages<Row extends { id: string }>(
  fetchPage: (window: PageWindow) => Promise<Row[]>,
  pageSize: number,
): AsyncGenerator<Row[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await fetchPage({ take: pageSize, ...(after ? { cursor: { id: after }, skip: 1 } : {}) });
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * A CSV download: the header line first, then one chunk per page. The stream pulls: the next
 * page is read only when the reader has taken the previous one, so a slow download keeps the
 * server's memory flat. A download stopped half-way stops the reads.
 */
export function csvStream<Row>(columns: readonly ReportColumn<Row>[], pages: AsyncIterator<Row[]>) {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(BYTE_ORDER_MARK + unparse([columns.map(([header]) => header)])));
          return;
        }
        try {
          const page = await pages.next();
          if (page.done) {
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(unparse(page.value.map((row) => columns.map(([, cell]) => cell(row))))));
        } catch (error) {
          // Headers are gone by now: the download breaks off rather than pretending to be complete.
          console.error(error);
          controller.error(error);
        }
      },
      async cancel() {
        await pages.return?.(undefined);
      },
    },
    // One chunk waiting at most: the next page is read once the reader takes this one.
    { highWaterMark: 1 },
  );
}

/**
 * The columns of `columns` that hold something in at least one row, and every column named in
 * `keep` whatever it holds (a report's Status always). Reads the rows once through `pages`
 * (page by page, holding a page at a time); stops reading as soon as every column has been seen
 * filled. A report with no rows keeps every column, so its header still says what it would hold.
 */
export async function filledColumns<Row>(
  columns: readonly ReportColumn<Row>[],
  pages: AsyncIterator<Row[]>,
  keep: readonly string[] = [],
): Promise<ReportColumn<Row>[]> {
  const filled = new Set<string>(keep);
  let anyRow = false;
  try {
    for (;;) {
      if (filled.size >= columns.length && columns.every(([header]) => filled.has(header))) break;
      const page = await pages.next();
      if (page.done) break;
      for (const row of page.value) {
        anyRow = true;
        for (const [header, cell] of columns) if (!filled.has(header) && cell(row) !== '') filled.add(header);
      }
    }
  } finally {
    await pages.return?.(undefined);
  }
  return anyRow ? columns.filter(([header]) => filled.has(header)) : [...columns];
}

/**
 * csvStream without the columns that are empty in every row (issue 21 §14: seven Billing columns
 * nobody filled). The rows are read twice: once to find the filled columns, when the download
 * starts, then again to stream them; `openPages` starts a fresh read each time.
 */
export function csvStreamOfFilledColumns<Row>(
  columns: readonly ReportColumn<Row>[],
  openPages: () => AsyncIterator<Row[]>,
  keep: readonly string[] = [],
) {
  let inner: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          inner ??= csvStream(await filledColumns(columns, openPages(), keep), openPages()).getReader();
          const chunk = await inner.read();
          if (chunk.done) controller.close();
          else controller.enqueue(chunk.value);
        } catch (error) {
          console.error(error);
          controller.error(error);
        }
      },
      async cancel(reason) {
        await inner?.cancel(reason);
      },
    },
    { highWaterMark: 1 },
  );
}
