import { toWinAnsi } from '../app/invoices/plainPdf';
import { cellText, type ReportCell, type ReportDocument, type ReportPdfRenderer, type ReportTable } from '../app/reports/reportDocument';
import type { CjkFont } from './invoicePdf';
import { cjkFontOf, fontFor, renderPdfkit } from './pdfkitDoc';

const MARGIN = 36;
const SIZE = 8;
const GREY = '#555555';
const RULE = '#999999';

type Doc = PDFKit.PDFDocument;

/** Draws a report's tables on landscape A4 pages, a table's header repeated on each page it runs onto. */
class ReportLayout {
  private y = MARGIN;
  private readonly width: number;

  constructor(
    private readonly doc: Doc,
    private readonly report: ReportDocument,
    private readonly cjk: boolean,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  private use(text: string, size: number, bold = false) {
    return fontFor(this.doc, this.cjk, text, size, bold);
  }

  private write(text: string, x: number, width: number, options: { size?: number; bold?: boolean; align?: 'left' | 'right'; color?: string } = {}) {
    const drawn = this.use(text, options.size ?? SIZE, options.bold);
    this.doc.fillColor(options.color ?? 'black').text(drawn, x, this.y, { width, align: options.align ?? 'left' });
    return this.doc.heightOfString(drawn, { width });
  }

  private room(needed: number) {
    if (this.y + needed <= this.doc.page.height - MARGIN) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  /** Column widths: words take three shares, numbers one. */
  private widths(table: ReportTable) {
    const shares = table.columns.map((c) => (c.kind === 'text' ? 3 : c.kind === 'month' ? 1.4 : 1));
    const sum = shares.reduce((n, s) => n + s, 0);
    return shares.map((s) => (s / sum) * this.width);
  }

  private row(table: ReportTable, cells: readonly (ReportCell | string)[], bold: boolean, header = false) {
    const widths = this.widths(table);
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, i) => {
      const column = table.columns[i];
      const text = header ? String(cell) : cellText(cell as ReportCell, column.kind, this.report.locale);
      height = Math.max(height, this.write(text, x, widths[i] - 6, { bold, align: column.kind === 'text' || column.kind === 'month' ? 'left' : 'right' }));
      x += widths[i];
    });
    this.y += height + 3;
  }

  private header(table: ReportTable) {
    this.row(table, table.columns.map((c) => c.label), true, true);
    this.doc.moveTo(MARGIN, this.y - 1).lineTo(MARGIN + this.width, this.y - 1).lineWidth(0.5).strokeColor(RULE).stroke();
    this.y += 2;
  }

  draw() {
    const { report } = this;
    this.y += this.write(report.title, MARGIN, this.width, { size: 16, bold: true }) + 2;
    this.y += this.write(report.subtitle, MARGIN, this.width, { size: 11 }) + 2;
    this.y += this.write(report.printed, MARGIN, this.width, { color: GREY }) + 10;
    for (const table of report.tables) {
      this.room(60);
      if (table.heading) this.y += this.write(table.heading, MARGIN, this.width, { size: 10, bold: true }) + 4;
      this.header(table);
      if (!table.rows.length) this.y += this.write(report.empty, MARGIN, this.width, { color: GREY }) + 3;
      for (const cells of table.rows) {
        if (this.room(14)) this.header(table);
        this.row(table, cells, false);
      }
      if (table.total) {
        this.room(14);
        this.row(table, table.total, true);
      }
      this.y += 12;
    }
  }
}

/**
 * Reports as landscape A4 PDFs drawn with pdfkit: Helvetica for Latin text and, when a CJK font is found
 * (as for invoices), that font for Chinese; without one, Chinese readers get the English report.
 */
export const pdfkitReportRenderer = (options: { cjkFont?: string | CjkFont | null } = {}): ReportPdfRenderer => {
  const { font, locales } = cjkFontOf(options.cjkFont);
  return {
    locales,
    render: (report) => renderPdfkit({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: toWinAnsi(report.title) } }, font, (doc, cjk) => new ReportLayout(doc, report, cjk).draw()),
  };
};
