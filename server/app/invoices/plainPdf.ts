import { formatMoney } from '../../../i18n/formatMoney';
import type { InvoiceDocument, InvoiceRenderer } from './invoice';

/** Unicode characters that WinAnsi puts in 0x80–0x9F; 0x20–0x7E and 0xA0–0xFF are Latin-1 as is. */
const WIN_ANSI_HIGH: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88,
  0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93,
  0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b,
  0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};

/** Look-alikes for characters the product itself writes (transfer names use arrows) that WinAnsi lacks. */
const SPELLED: Record<string, string> = { '→': '->', '←': '<-', '↔': '<->', '−': '-', '≤': '<=', '≥': '>=', '\t': ' ' };

const winAnsiCode = (codePoint: number): number | undefined => {
  if ((codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return WIN_ANSI_HIGH[codePoint];
};

/** Whether the standard PDF fonts can draw all of `text` (look-alikes allowed). */
export const fitsWinAnsi = (text: string): boolean =>
  [...text.normalize('NFC')].every((char) => SPELLED[char] !== undefined || winAnsiCode(char.codePointAt(0) ?? 0) !== undefined);

/**
 * `text` reduced to what the standard PDF fonts (Helvetica, WinAnsi) can draw: a few symbols are
 * spelled out and anything else (Chinese, emoji) is left out rather than drawn as wrong glyphs.
 */
export const toWinAnsi = (text: string): string => {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const spelled = SPELLED[char];
    if (spelled !== undefined) out += spelled;
    else if (winAnsiCode(char.codePointAt(0) ?? 0) !== undefined) out += char;
  }
  return out.replace(/ {2,}/g, ' ').trim();
};

/** A PDF literal string of WinAnsi bytes, kept 7-bit so a content stream's length is its character count. */
const pdfString = (text: string) => {
  let out = '(';
  for (const char of toWinAnsi(text)) {
    const code = winAnsiCode(char.codePointAt(0) ?? 0) ?? 0x3f;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 0x80) out += char;
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
};

export interface PdfTextLine {
  text: string;
  /** Points; 10 unless told. */
  size?: number;
  bold?: boolean;
  /** Points from the left margin. */
  indent?: number;
  /** Extra points of space above the line. */
  gapBefore?: number;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
// Helvetica's average advance is about half an em: enough to wrap plain text without its metrics.
const AVERAGE_ADVANCE = 0.5;

const wrap = (text: string, maxChars: number): string[] => {
  const words = text.split(' ');
  const rows: string[] = [];
  let row = '';
  for (const word of words) {
    if (row && row.length + 1 + word.length > maxChars) {
      rows.push(row);
      row = word;
    } else row = row ? `${row} ${word}` : word;
  }
  rows.push(row);
  return rows;
};

/**
 * A small, valid PDF (A4, Helvetica in WinAnsi, no embedded font) of text lines, wrapped to the page and
 * continued on further pages when they do not fit. It needs nothing but strings, so it runs in the
 * browser as well as in Node.
 */
export const plainPdf = (lines: readonly PdfTextLine[], info: { title?: string } = {}): Uint8Array => {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const size = line.size ?? 10;
    const indent = line.indent ?? 0;
    const leading = size * 1.35;
    const maxChars = Math.max(10, Math.floor((PAGE.width - 2 * PAGE.margin - indent) / (size * AVERAGE_ADVANCE)));
    y -= line.gapBefore ?? 0;
    for (const row of wrap(toWinAnsi(line.text), maxChars)) {
      if (y - leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      pages[pages.length - 1].push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${(PAGE.margin + indent).toFixed(2)} ${y.toFixed(2)} Td ${pdfString(row)} Tj ET`);
    }
  }

  // Objects 1–5 are fixed; each page then takes two numbers: the page and its content stream.
  const objects: string[] = [];
  const pageRefs = pages.map((_, i) => `${6 + i * 2} 0 R`);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.push(`<< /Producer (Pulau Damai Resort)${info.title ? ` /Title ${pdfString(info.title)}` : ''} >>`);
  for (const [i, ops] of pages.entries()) {
    const content = ops.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }

  // The binary comment tells tools the file is not plain text; every other byte is ASCII, so offsets are string lengths.
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
};

const money = (sen: number) => formatMoney(sen);
const labelled = (label: string, value: string | number) => `${label}: ${value}`;
const SEPARATOR = ' · ';

/** The invoice as text lines, in reading order: what the plain renderer draws. */
export const invoiceLines = (doc: InvoiceDocument): PdfTextLine[] => {
  const { labels: l, resort } = doc;
  const lines: PdfTextLine[] = [
    { text: resort.name, size: 16, bold: true },
    { text: [resort.legalName, resort.registrationNo && `${l.registration_no} ${resort.registrationNo}`].filter(Boolean).join(', ') },
    { text: resort.address },
    { text: [resort.phone && `${l.phone} ${resort.phone}`, resort.email, resort.website].filter(Boolean).join(SEPARATOR) },
  ];
  if (resort.sstNo) lines.push({ text: labelled(l.sst_no, resort.sstNo) });
  lines.push(
    { text: l.title, size: 14, bold: true, gapBefore: 12 },
    { text: labelled(l.invoice_no, doc.invoiceNo) },
    { text: labelled(l.invoice_date, doc.invoiceDate) },
    { text: labelled(l.booking_no, doc.bookingNo) },
    { text: labelled(l.reservation_name, doc.reservationName) },
    { text: l.bill_to, bold: true, gapBefore: 8 },
    { text: doc.guest.name },
  );
  for (const contact of [doc.guest.address, doc.guest.email, doc.guest.phone]) if (contact) lines.push({ text: contact });
  lines.push(
    { text: l.stay, bold: true, gapBefore: 8 },
    ...(doc.stay.packageOption ? [{ text: labelled(l.package_option, doc.stay.packageOption) }] : []),
    { text: [labelled(l.check_in, doc.stay.checkIn), labelled(l.check_out, doc.stay.checkOut), labelled(l.nights, doc.stay.nights)].join(SEPARATOR) },
    { text: [labelled(l.rooms, doc.stay.rooms), doc.stay.roomNumbers.length ? labelled(l.room_numbers, doc.stay.roomNumbers.join(', ')) : ''].filter(Boolean).join(SEPARATOR) },
    { text: labelled(l.pax, doc.stay.pax) },
    { text: `${l.description} / ${l.quantity} x ${l.unit_price} = ${l.amount}`, bold: true, gapBefore: 8 },
  );
  for (const line of doc.lines) {
    const sign = line.direction === 'credit' ? '-' : '';
    lines.push({ text: line.description, gapBefore: 2 }, { text: `${line.quantity} x ${money(line.unitPrice)} = ${sign}${money(line.total)}`, indent: 20 });
  }
  lines.push({ text: labelled(l.subtotal, money(doc.subtotal)), gapBefore: 8 });
  if (doc.discount) lines.push({ text: labelled(l.discount, `-${money(doc.discount)}`) });
  lines.push({ text: labelled(l.taxes, money(doc.taxTotal)) }, { text: labelled(l.total, money(doc.total)), bold: true });
  lines.push({ text: l.payments, bold: true, gapBefore: 8 });
  if (!doc.payments.length) lines.push({ text: l.no_payments });
  for (const p of doc.payments) lines.push({ text: [p.date, p.method, p.reference, money(p.amount)].filter(Boolean).join(SEPARATOR) });
  if (doc.refunds.length) {
    lines.push({ text: l.refunds, bold: true, gapBefore: 8 });
    for (const r of doc.refunds) lines.push({ text: [r.date, r.method, money(r.amount), `(${l.cancel_fee} ${money(r.cancelFee)})`].join(SEPARATOR) });
  }
  lines.push({ text: labelled(l.amount_paid, money(doc.amountPaid)), gapBefore: 8 });
  if (doc.amountRefunded) lines.push({ text: labelled(l.amount_refunded, money(doc.amountRefunded)) });
  lines.push({ text: labelled(l.balance_due, money(doc.balanceDue)), bold: true, size: 12 });
  if (resort.invoiceFooter) lines.push({ text: resort.invoiceFooter, size: 8, gapBefore: 16 });
  return lines;
};

/**
 * Invoices as plain text PDFs: used where pdfkit cannot run (the browser mock) and as a fallback.
 * Standard fonts carry no Chinese, so Chinese invoices are written in English.
 */
export const plainInvoiceRenderer = (): InvoiceRenderer => ({
  locales: ['en', 'my'],
  render: async (invoice) => plainPdf(invoiceLines(invoice), { title: `${invoice.labels.title} ${invoice.invoiceNo}` }),
});
