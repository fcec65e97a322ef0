import type { ReceiptDocument } from '../app/payments/receipt';
import { type CjkFontSource, fontFor, renderPdfkit } from './pdfkitDoc';
import { toWinAnsi } from '../app/invoices/plainPdf';

const MARGIN = 50;
const GREY = '#555555';

/**
 * A payment receipt on an A5 page: the resort's name and address, the title and number, then each
 * label and value (booking, guest, amount, method and details, who took it, when) and the footer.
 */
export const renderReceipt = (receipt: ReceiptDocument, font: CjkFontSource): Promise<Uint8Array> =>
  renderPdfkit({ size: 'A5', margin: MARGIN, info: { Title: `${toWinAnsi(receipt.title)} ${receipt.receiptNo}`, Author: toWinAnsi(receipt.resort.name) } }, font, (doc, cjk) => {
    const width = doc.page.width - 2 * MARGIN;
    let y = MARGIN;
    const write = (text: string, x: number, w: number, options: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' } = {}) => {
      const drawn = fontFor(doc, cjk, text, options.size ?? 10, options.bold);
      doc.fillColor(options.color ?? 'black').text(drawn, x, y, { width: w, align: options.align ?? 'left' });
      return doc.heightOfString(drawn, { width: w });
    };
    y += write(receipt.resort.name, MARGIN, width, { size: 16, bold: true }) + 2;
    for (const line of [receipt.resort.legalName, receipt.resort.address, [receipt.resort.phone, receipt.resort.email].filter(Boolean).join(' · ')]) {
      if (line) y += write(line, MARGIN, width, { size: 8, color: GREY }) + 1;
    }
    y += 18;
    y += write(receipt.title, MARGIN, width, { size: 18, bold: true }) + 2;
    y += write(receipt.receiptNo, MARGIN, width, { size: 9, color: GREY }) + 14;
    const labelWidth = 110;
    for (const [label, value] of receipt.rows) {
      const h = Math.max(write(label, MARGIN, labelWidth - 8, { color: GREY }), write(value, MARGIN + labelWidth, width - labelWidth, { bold: true }));
      y += h + 6;
    }
    y += 20;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#999999').stroke();
    y += 8;
    write(receipt.footer, MARGIN, width, { size: 8, color: GREY });
  });
