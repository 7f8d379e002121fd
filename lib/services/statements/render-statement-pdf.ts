import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { NO_GOODS_OR_SERVICES, REFUNDS_LEFT_OUT, REGISTRATION_FEES_NOT_DEDUCTIBLE } from '@/lib/rules/statements';
import type { StatementData } from './statement-view';

// Draws a year-end statement as a PDF with pdfkit. The text is set in DejaVu Sans, embedded in
// the file (subset to the glyphs used), so every donor's name prints whatever its script
// (Cyrillic, Greek, accented Latin) and the PDF's text can be read back (pdftotext, copy-paste).
// The font files live beside this module (./fonts, with their license) and are read by a path
// from the working directory: the server runs from the checkout or from the standalone folder,
// to which the build copies them (next.config.js outputFileTracingIncludes).

const FONT_DIR = path.join(process.cwd(), 'lib', 'services', 'statements', 'fonts');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  });

const MARGIN = 56;
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 3, 2025": a gift's date, by UTC (the day its year is counted by). */
export const formatStatementDate = (date: Date) => dateFormat.format(date);

type Row = { date: Date; target: string; cents: number };

export function renderStatementPdf(data: StatementData): Promise<Uint8Array> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    font: regular as unknown as string, // pdfkit takes a font's bytes as well as a path
    info: {
      Title: `${data.organizationName} — giving statement ${data.year}`,
      Author: data.organizationName,
      Subject: `Year-end giving statement for ${data.donorName}`,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const dateWidth = 100;
  const amountWidth = 100;
  const targetWidth = width - dateWidth - amountWidth - 16;
  const bottom = () => doc.page.height - MARGIN;

  const paragraph = (text: string, { font = 'regular', size = 10, gap = 6 } = {}) => {
    doc.font(font).fontSize(size).text(text, MARGIN, doc.y, { width });
    doc.moveDown(gap / size);
  };

  const table = (
    heading: string,
    targetLabel: string,
    rows: Row[],
    totalLabel: string,
    totalCents: number,
    empty: string,
  ) => {
    if (doc.y + 80 > bottom()) doc.addPage();
    doc.moveDown(0.6);
    paragraph(heading, { font: 'bold', size: 13 });
    const header = () => {
      const y = doc.y;
      doc.font('bold').fontSize(9).fillColor('#4f5b67');
      doc.text('Date', MARGIN, y, { width: dateWidth });
      doc.text(targetLabel, MARGIN + dateWidth + 8, y, { width: targetWidth });
      doc.text('Amount', MARGIN + width - amountWidth, y, { width: amountWidth, align: 'right' });
      doc.fillColor('black');
      doc.y = y + 14;
      doc
        .moveTo(MARGIN, doc.y - 2)
        .lineTo(MARGIN + width, doc.y - 2)
        .strokeColor('#c9d0d6')
        .stroke();
      doc.y += 2;
    };
    if (rows.length === 0) {
      paragraph(empty);
      return;
    }
    header();
    for (const row of rows) {
      doc.font('regular').fontSize(10);
      const height = Math.max(doc.heightOfString(row.target, { width: targetWidth }), 12) + 6;
      if (doc.y + height > bottom()) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      doc.text(formatStatementDate(row.date), MARGIN, y, { width: dateWidth });
      doc.text(row.target, MARGIN + dateWidth + 8, y, { width: targetWidth });
      doc.text(formatDollarsAndCents(row.cents), MARGIN + width - amountWidth, y, {
        width: amountWidth,
        align: 'right',
      });
      doc.y = y + height;
    }
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor('#c9d0d6')
      .stroke();
    doc.font('bold').fontSize(10);
    doc.text(totalLabel, MARGIN, y + 6, { width: width - amountWidth - 8 });
    doc.text(formatDollarsAndCents(totalCents), MARGIN + width - amountWidth, y + 6, {
      width: amountWidth,
      align: 'right',
    });
    doc.x = MARGIN;
    doc.moveDown(0.5);
  };

  // Who gives the statement, to whom, for when.
  paragraph(data.organizationName, { font: 'bold', size: 20, gap: 2 });
  if (data.organizationTaxId) paragraph(`Tax ID (EIN): ${data.organizationTaxId}`, { size: 10, gap: 2 });
  paragraph(`Year-end giving statement for ${data.year}`, { font: 'bold', size: 14, gap: 10 });
  paragraph(`Donor: ${data.donorName}`, { size: 11, gap: 2 });
  paragraph(`Email: ${data.donorEmail}`, { size: 10, gap: 2 });
  paragraph(`Issued: ${formatStatementDate(data.issuedAt)}`, { size: 10, gap: 8 });
  paragraph(
    `Thank you for your generosity. This statement lists every gift you made to ${data.organizationName} ` +
      `from January 1 to December 31, ${data.year} (dates in UTC).`,
  );

  table(
    'Gifts',
    'Given to',
    data.gifts,
    `Total gifts in ${data.year}`,
    data.giftsCents,
    `No gifts were recorded for ${data.year}.`,
  );
  paragraph(REFUNDS_LEFT_OUT, { size: 9 });
  doc.moveDown(0.3);
  paragraph(NO_GOODS_OR_SERVICES, { font: 'bold', size: 11 });

  if (data.fees.length > 0) {
    table(
      'Registration fees (not deductible)',
      'Event',
      data.fees,
      'Total registration fees (not deductible)',
      data.feesCents,
      '',
    );
    paragraph(REGISTRATION_FEES_NOT_DEDUCTIBLE, { size: 9 });
  }

  doc.moveDown(1);
  paragraph(`Please keep this statement for your tax records. — ${data.organizationName}`, { size: 9 });
  doc.end();
  return done;
}
