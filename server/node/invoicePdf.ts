import { existsSync, readFileSync } from 'node:fs';
import { formatMoney } from '../../i18n/formatMoney';
import type { InvoiceDocument, InvoiceRenderer } from '../app/invoices/invoice';
import { toWinAnsi } from '../app/invoices/plainPdf';
import { cjkFontOf, fontFor, renderPdfkit } from './pdfkitDoc';
import { renderReceipt } from './receiptPdf';

/**
 * Where Linux distributions put a CJK font (Debian/Ubuntu fonts-noto-cjk and fonts-wqy-*, Arch, Fedora):
 * the first one present draws Chinese invoices when INVOICE_CJK_FONT names none.
 */
export const KNOWN_CJK_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/arphic/uming.ttc',
];

/** A font file pdfkit can embed, and for a collection (.ttc) the face to take from it. */
export interface CjkFont {
  data: Buffer;
  /** PostScript name of the face in a collection; undefined for a single-font file. */
  face?: string;
}

const postScriptName = (data: Buffer, fontOffset: number): string | undefined => {
  const numTables = data.readUInt16BE(fontOffset + 4);
  for (let i = 0; i < numTables; i++) {
    const record = fontOffset + 12 + i * 16;
    if (data.toString('latin1', record, record + 4) !== 'name') continue;
    const table = data.readUInt32BE(record + 8);
    const count = data.readUInt16BE(table + 2);
    const strings = table + data.readUInt16BE(table + 4);
    for (let n = 0; n < count; n++) {
      const entry = table + 6 + n * 12;
      const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((at) => data.readUInt16BE(entry + at));
      if (nameId !== 6) continue;
      const bytes = data.subarray(strings + offset, strings + offset + length);
      // Windows and Unicode platforms store names as UTF-16BE; Macintosh as single bytes.
      return platform === 1 ? bytes.toString('latin1') : Buffer.from(bytes).swap16().toString('utf16le');
    }
  }
  return undefined;
};

/**
 * The PostScript names of the faces in a font collection (.ttc), read from each face's `name` table;
 * empty for a single font. pdfkit needs one of them to pick a face out of a collection.
 */
export const collectionFaces = (data: Buffer): string[] => {
  if (data.length < 12 || data.toString('latin1', 0, 4) !== 'ttcf') return [];
  const count = data.readUInt32BE(8);
  return Array.from({ length: count }, (_, i) => postScriptName(data, data.readUInt32BE(12 + i * 4))).filter((n): n is string => !!n);
};

/** A CJK font file found on disk, not read yet, and the face asked for with a `#Face` suffix. */
export interface CjkFontFile {
  file: string;
  askedFace?: string;
}

/** The CJK font file to use: `path` when given (a `#Face` suffix picks a collection's face), else the first known system font; null when there is none. */
export const locateCjkFont = (path?: string, candidates: readonly string[] = KNOWN_CJK_FONTS): CjkFontFile | null => {
  const [file, askedFace] = path ? path.split('#') : [];
  const found = file ? (existsSync(file) ? file : undefined) : candidates.find((p) => existsSync(p));
  return found ? { file: found, ...(askedFace ? { askedFace } : {}) } : null;
};

/**
 * Reads a located font. Simplified Chinese faces are preferred in a collection, since Han characters are
 * drawn differently in Japanese and Korean faces.
 */
export const readCjkFont = ({ file, askedFace }: CjkFontFile): CjkFont => {
  const data = readFileSync(file);
  const faces = collectionFaces(data);
  if (!faces.length) return { data };
  const face = (askedFace && faces.find((f) => f === askedFace)) || faces.find((f) => /(sc|SC|CN|GB)-|ZenHei|MicroHei/.test(f)) || faces[0];
  return { data, face };
};

/** The CJK font to use, read: see `locateCjkFont` and `readCjkFont`. */
export const findCjkFont = (path?: string, candidates: readonly string[] = KNOWN_CJK_FONTS): CjkFont | null => {
  const located = locateCjkFont(path, candidates);
  return located && readCjkFont(located);
};

const MARGIN = 50;
const GREY = '#555555';
const RULE = '#999999';

type Doc = PDFKit.PDFDocument;

/** Draws the invoice onto a pdfkit document. */
class InvoiceLayout {
  private y = MARGIN;
  private readonly right: number;
  private readonly width: number;

  constructor(
    private readonly doc: Doc,
    private readonly invoice: InvoiceDocument,
    private readonly cjk: boolean,
  ) {
    this.right = doc.page.width - MARGIN;
    this.width = this.right - MARGIN;
  }

  private use(text: string, size: number, bold = false) {
    return fontFor(this.doc, this.cjk, text, size, bold);
  }

  private write(text: string, x: number, y: number, options: { width: number; size?: number; bold?: boolean; align?: 'left' | 'right'; color?: string }) {
    const drawn = this.use(text, options.size ?? 9, options.bold);
    this.doc.fillColor(options.color ?? 'black').text(drawn, x, y, { width: options.width, align: options.align ?? 'left' });
    return this.doc.heightOfString(drawn, { width: options.width });
  }

  private height(text: string, width: number, size = 9, bold = false) {
    return this.doc.heightOfString(this.use(text, size, bold), { width });
  }

  private rule(y: number) {
    this.doc.moveTo(MARGIN, y).lineTo(this.right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }

  /** Starts a new page when `needed` points do not fit on this one. */
  private room(needed: number) {
    if (this.y + needed <= this.doc.page.height - MARGIN - 20) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  draw() {
    this.letterhead();
    this.parties();
    this.charges();
    this.totals();
    this.money();
    this.footer();
  }

  private letterhead() {
    const { resort, labels } = this.invoice;
    const titleWidth = 170;
    this.write(labels.title, this.right - titleWidth, this.y, { width: titleWidth, size: 20, bold: true, align: 'right' });
    this.y += this.write(resort.name, MARGIN, this.y, { width: this.width - titleWidth, size: 16, bold: true }) + 2;
    const details = [
      [resort.legalName, resort.registrationNo && `${labels.registration_no} ${resort.registrationNo}`].filter(Boolean).join(' · '),
      resort.address,
      [resort.phone && `${labels.phone} ${resort.phone}`, resort.email && `${labels.email} ${resort.email}`, resort.website].filter(Boolean).join(' · '),
      resort.sstNo && `${labels.sst_no} ${resort.sstNo}`,
    ];
    for (const line of details) if (line) this.y += this.write(line, MARGIN, this.y, { width: this.width - titleWidth, size: 8.5, color: GREY });
    this.y += 10;
    this.rule(this.y);
    this.y += 12;
  }

  private parties() {
    const { invoice: inv } = this;
    const { labels } = inv;
    const half = this.width / 2 - 10;
    const top = this.y;
    let left = top + this.write(labels.bill_to, MARGIN, top, { width: half, bold: true, size: 10 }) + 2;
    left += this.write(inv.guest.name, MARGIN, left, { width: half, size: 10 });
    if (inv.guest.chineseName && this.cjk) left += this.write(inv.guest.chineseName, MARGIN, left, { width: half, size: 10 });
    for (const contact of [inv.guest.address, inv.guest.email, inv.guest.phone]) if (contact) left += this.write(contact, MARGIN, left, { width: half, color: GREY });

    const x = MARGIN + half + 20;
    const labelWidth = 100;
    let right = top;
    const pair = (label: string, value: string) => {
      const h = Math.max(this.write(label, x, right, { width: labelWidth, color: GREY }), this.write(value, x + labelWidth, right, { width: half - labelWidth, bold: true }));
      right += h + 2;
    };
    pair(labels.invoice_no, inv.invoiceNo);
    pair(labels.invoice_date, inv.invoiceDate);
    pair(labels.booking_no, inv.bookingNo);
    pair(labels.reservation_name, inv.reservationName);
    right += 6;
    if (inv.stay.packageOption) pair(labels.package_option, inv.stay.packageOption);
    pair(labels.check_in, inv.stay.checkIn);
    pair(labels.check_out, inv.stay.checkOut);
    pair(labels.nights, String(inv.stay.nights));
    pair(labels.rooms, inv.stay.roomNumbers.length ? `${inv.stay.rooms} (${labels.room_numbers} ${inv.stay.roomNumbers.join(', ')})` : String(inv.stay.rooms));
    pair(labels.pax, inv.stay.pax);
    this.y = Math.max(left, right) + 14;
  }

  /** Column x positions and widths of the charges table. */
  private columns() {
    const amount = 85;
    const unit = 80;
    const qty = 40;
    const description = this.width - amount - unit - qty;
    return {
      description: { x: MARGIN, width: description - 8 },
      qty: { x: MARGIN + description, width: qty },
      unit: { x: MARGIN + description + qty, width: unit },
      amount: { x: this.right - amount, width: amount },
    };
  }

  private tableHeader() {
    const { labels } = this.invoice;
    const c = this.columns();
    const h = Math.max(
      this.write(labels.description, c.description.x, this.y, { width: c.description.width, bold: true }),
      this.write(labels.quantity, c.qty.x, this.y, { width: c.qty.width, bold: true, align: 'right' }),
      this.write(labels.unit_price, c.unit.x, this.y, { width: c.unit.width, bold: true, align: 'right' }),
      this.write(labels.amount, c.amount.x, this.y, { width: c.amount.width, bold: true, align: 'right' }),
    );
    this.y += h + 3;
    this.rule(this.y);
    this.y += 5;
  }

  private charges() {
    const c = this.columns();
    this.tableHeader();
    for (const line of this.invoice.lines) {
      const h = this.height(line.description, c.description.width);
      if (this.room(h + 4)) this.tableHeader();
      const sign = line.direction === 'credit' ? '-' : '';
      this.write(line.description, c.description.x, this.y, { width: c.description.width });
      this.write(String(line.quantity), c.qty.x, this.y, { width: c.qty.width, align: 'right' });
      this.write(formatMoney(line.unitPrice), c.unit.x, this.y, { width: c.unit.width, align: 'right' });
      this.write(`${sign}${formatMoney(line.total)}`, c.amount.x, this.y, { width: c.amount.width, align: 'right' });
      this.y += h + 4;
    }
    this.rule(this.y);
    this.y += 6;
  }

  /** A right-aligned label and amount, as totals are set. */
  private sum(label: string, amount: string, bold = false, size = 9) {
    this.room(size * 2);
    const valueWidth = 100;
    const labelWidth = 200;
    const h = Math.max(
      this.write(label, this.right - valueWidth - labelWidth, this.y, { width: labelWidth - 10, align: 'right', bold, size }),
      this.write(amount, this.right - valueWidth, this.y, { width: valueWidth, align: 'right', bold, size }),
    );
    this.y += h + 3;
  }

  private totals() {
    const { invoice: inv } = this;
    this.sum(inv.labels.subtotal, formatMoney(inv.subtotal));
    if (inv.discount) this.sum(inv.labels.discount, `-${formatMoney(inv.discount)}`);
    this.sum(inv.labels.taxes, formatMoney(inv.taxTotal));
    this.sum(inv.labels.total, formatMoney(inv.total), true, 11);
    this.y += 12;
  }

  private listing(title: string, rows: string[][], widths: number[], emptyText?: string) {
    this.room(40);
    this.y += this.write(title, MARGIN, this.y, { width: this.width, bold: true, size: 10 }) + 4;
    if (!rows.length && emptyText) {
      this.y += this.write(emptyText, MARGIN, this.y, { width: this.width, color: GREY }) + 8;
      return;
    }
    for (const row of rows) {
      this.room(14);
      let x = MARGIN;
      let h = 0;
      for (const [i, cell] of row.entries()) {
        const last = i === row.length - 1;
        h = Math.max(h, this.write(cell, x, this.y, { width: widths[i] - (last ? 0 : 8), align: last ? 'right' : 'left' }));
        x += widths[i];
      }
      this.y += h + 3;
    }
    this.y += 8;
  }

  private money() {
    const { invoice: inv } = this;
    const { labels } = inv;
    const widths = [80, 130, this.width - 80 - 130 - 100, 100];
    this.listing(
      labels.payments,
      inv.payments.map((p) => [p.date, p.method, p.reference ?? '', formatMoney(p.amount)]),
      widths,
      labels.no_payments,
    );
    if (inv.refunds.length) {
      this.listing(
        labels.refunds,
        inv.refunds.map((r) => [r.date, r.method, `${labels.cancel_fee} ${formatMoney(r.cancelFee)}`, formatMoney(r.amount)]),
        widths,
      );
    }
    this.sum(labels.amount_paid, formatMoney(inv.amountPaid));
    if (inv.amountRefunded) this.sum(labels.amount_refunded, formatMoney(inv.amountRefunded));
    this.sum(labels.balance_due, formatMoney(inv.balanceDue), true, 12);
  }

  private footer() {
    const { doc, invoice } = this;
    const note = invoice.resort.invoiceFooter;
    if (note) {
      this.room(this.height(note, this.width, 8) + 20);
      this.y += 20;
      this.write(note, MARGIN, this.y, { width: this.width, size: 8, color: GREY });
    }
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // The page number sits in the bottom margin, where pdfkit would otherwise start a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const text = invoice.labels.page.replace('%{page}', String(i - start + 1)).replace('%{pages}', String(count));
      this.write(text, MARGIN, doc.page.height - MARGIN + 10, { width: this.width, size: 8, align: 'right', color: GREY });
      doc.page.margins.bottom = bottom;
    }
  }
}

/**
 * Invoices as A4 PDFs drawn with pdfkit: Helvetica for Latin text and, when a CJK font is available
 * (`cjkFont`, else the known system paths), that font for Chinese. Without one, Chinese invoices are
 * written in English and Chinese names are left out, since the standard fonts have no Chinese glyphs.
 */
export const pdfkitInvoiceRenderer = (options: { cjkFont?: string | CjkFont | null } = {}): InvoiceRenderer => {
  const { font, locales } = cjkFontOf(options.cjkFont);
  return {
    locales,
    render: (invoice) => renderPdfkit({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${toWinAnsi(invoice.labels.title)} ${invoice.invoiceNo}`, Author: toWinAnsi(invoice.resort.name) } }, font, (doc, cjk) => new InvoiceLayout(doc, invoice, cjk).draw()),
    receipt: (receipt) => renderReceipt(receipt, font),
  };
};
