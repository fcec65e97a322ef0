import type { Locale } from '../../i18n/types';
import { fitsWinAnsi, toWinAnsi } from '../app/invoices/plainPdf';
import { type CjkFont, findCjkFont } from './invoicePdf';

/** The CJK font a renderer writes Chinese with (none: Chinese readers get English), and the languages it can write. */
export const cjkFontOf = (cjkFont?: string | CjkFont | null) => {
  const font = cjkFont === null ? null : typeof cjkFont === 'object' ? cjkFont : findCjkFont(cjkFont);
  const locales: readonly Locale[] = font ? ['en', 'my', 'cn'] : ['en', 'my'];
  return { font, locales };
};

/** A pdfkit document drawn by `draw`, with the CJK font registered as `cjk` when there is one, as bytes. */
export const renderPdfkit = async (options: PDFKit.PDFDocumentOptions, font: CjkFont | null, draw: (doc: PDFKit.PDFDocument) => void) => {
  // Loaded with the first PDF, not at start-up: pdfkit and its fonts take a tenth of a second to load.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise<Uint8Array>((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    try {
      if (font) doc.registerFont('cjk', font.data, font.face);
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
};

/** Sets the font for `text` and answers what to draw: Chinese in the CJK font (when registered), else Helvetica. */
export const fontFor = (doc: PDFKit.PDFDocument, cjk: boolean, text: string, size: number, bold = false) => {
  if (cjk && !fitsWinAnsi(text)) {
    doc.font('cjk').fontSize(size);
    return text;
  }
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  return toWinAnsi(text);
};
