import type { Locale } from '../../i18n/types';
import { fitsWinAnsi, toWinAnsi } from '../app/invoices/plainPdf';
import { type CjkFont, locateCjkFont, readCjkFont } from './invoicePdf';

const WITH_CHINESE: readonly Locale[] = ['en', 'my', 'cn'];

/** Font files read so far, by path: the invoices and the reports share one copy. */
const readFonts = new Map<string, CjkFont>();

/**
 * The languages a renderer can write, and the CJK font it writes Chinese with (none: Chinese readers get
 * English). The font is found now, since it decides the languages, and read with the first PDF that needs
 * it: a CJK collection is tens of megabytes, a sixth of a second of a server's start.
 */
export const cjkFontOf = (cjkFont?: string | CjkFont | null): { font: () => CjkFont | null; locales: readonly Locale[] } => {
  const latinOnly = { font: () => null, locales: ['en', 'my'] } as const;
  if (cjkFont === null) return latinOnly;
  if (typeof cjkFont === 'object') return { font: () => cjkFont, locales: WITH_CHINESE };
  const located = locateCjkFont(cjkFont);
  if (!located) return latinOnly;
  const key = `${located.file}#${located.askedFace ?? ''}`;
  const font = () => {
    const read = readFonts.get(key) ?? readCjkFont(located);
    readFonts.set(key, read);
    return read;
  };
  return { font, locales: WITH_CHINESE };
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
