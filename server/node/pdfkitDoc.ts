import type { Locale } from '../../i18n/types';
import { fitsWinAnsi, toWinAnsi } from '../app/invoices/plainPdf';
import { type CjkFont, locateCjkFont, readCjkFont } from './invoicePdf';

const WITH_CHINESE: readonly Locale[] = ['en', 'my', 'cn'];

/** Font files read so far, by path: the invoices and the reports share one copy. */
const readFonts = new Map<string, CjkFont>();

/** The CJK font a PDF is drawn with, read when the PDF is drawn (see cjkFontOf); null for none. */
export type CjkFontSource = () => CjkFont | null;

/**
 * The languages a renderer can write, and the CJK font it writes Chinese with (none: Chinese readers get
 * English). The font is found now, since it decides the languages, and read with the first PDF that needs
 * it: a CJK collection is tens of megabytes, a sixth of a second of a server's start.
 */
export const cjkFontOf = (cjkFont?: string | CjkFont | null): { font: CjkFontSource; locales: readonly Locale[] } => {
  const latinOnly = { font: () => null, locales: ['en', 'my'] } as const;
  if (cjkFont === null) return latinOnly;
  if (typeof cjkFont === 'object') return { font: () => cjkFont, locales: WITH_CHINESE };
  const located = locateCjkFont(cjkFont);
  if (!located) return latinOnly;
  const key = `${located.file}#${located.askedFace ?? ''}`;
  const font = () => {
    if (!readFonts.has(key)) readFonts.set(key, readCjkFont(located));
    return readFonts.get(key) ?? null;
  };
  return { font, locales: WITH_CHINESE };
};

/**
 * A pdfkit document drawn by `draw`, as bytes. The CJK font is read from `fontSource` now and, when there is
 * one, registered as `cjk`; `draw` is told whether it was.
 */
export const renderPdfkit = async (options: PDFKit.PDFDocumentOptions, fontSource: CjkFontSource, draw: (doc: PDFKit.PDFDocument, cjk: boolean) => void) => {
  // Loaded with the first PDF, not at start-up: pdfkit and its fonts take a tenth of a second to load.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise<Uint8Array>((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    try {
      const font = fontSource();
      if (font) doc.registerFont('cjk', font.data, font.face);
      draw(doc, font !== null);
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
