import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** What a PDF says, read back with a real PDF parser (pdf.js). */
export interface PdfText {
  pages: number;
  /** Every page's text, runs joined by single spaces (non-breaking ones included; none after a word's hyphen), so wrapped lines read as one. */
  text: string;
}

/** Parses `data` with pdf.js (its Node build, no fonts loaded) and answers its text. */
export const pdfText = async (data: Uint8Array): Promise<PdfText> => {
  const pdf = await getDocument({
    // pdf.js takes ownership of the buffer it is given.
    data: data.slice(),
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    verbosity: 0,
  }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  // A line wrapped after a word's hyphen ("kanak-" / "kanak") reads as the one word it is.
  const text = parts.reduce((all, part) => (/\p{L}-$/u.test(all) ? all + part : `${all} ${part}`), '');
  return { pages, text: text.replace(/\s+/g, ' ').trim() };
};

/** `text` with its spaces made plain, as {@link pdfText} answers it. */
export const plainSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();
