import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '../app/invoices/sampleInvoice';
import { pdfText } from '../test/pdfText';
import { collectionFaces, findCjkFont, pdfkitInvoiceRenderer } from './invoicePdf';
import { cjkFontOf } from './pdfkitDoc';

/** A font collection holding only `name` tables: enough to tell its faces apart, as a .ttc does. */
const fakeCollection = (names: string[]) => {
  const faces = names.map((name) => {
    const value = Buffer.from(name, 'utf16le').swap16();
    const nameTable = Buffer.alloc(6 + 12 + value.length);
    nameTable.writeUInt16BE(0, 0);
    nameTable.writeUInt16BE(1, 2);
    nameTable.writeUInt16BE(18, 4);
    [3, 1, 0x409, 6, value.length, 0].forEach((v, i) => nameTable.writeUInt16BE(v, 6 + i * 2));
    value.copy(nameTable, 18);
    return nameTable;
  });
  const header = 12 + names.length * 4;
  const directory = 12 + 16;
  const chunks: Buffer[] = [];
  const head = Buffer.alloc(header);
  head.write('ttcf', 0, 'latin1');
  head.writeUInt32BE(0x00010000, 4);
  head.writeUInt32BE(names.length, 8);
  let offset = header;
  faces.forEach((table, i) => {
    head.writeUInt32BE(offset, 12 + i * 4);
    const dir = Buffer.alloc(directory);
    dir.writeUInt32BE(0x00010000, 0);
    dir.writeUInt16BE(1, 4);
    dir.write('name', 12, 'latin1');
    dir.writeUInt32BE(offset + directory, 20);
    dir.writeUInt32BE(table.length, 24);
    chunks.push(dir, table);
    offset += directory + table.length;
  });
  return Buffer.concat([head, ...chunks]);
};

describe('CJK font discovery', () => {
  it('reads the faces of a font collection and prefers the Simplified Chinese one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cjk-'));
    const file = join(dir, 'NotoSansCJK-Regular.ttc');
    writeFileSync(file, fakeCollection(['NotoSansCJKjp-Regular', 'NotoSansCJKkr-Regular', 'NotoSansCJKsc-Regular']));
    expect(collectionFaces(fakeCollection(['A-Regular', 'B-Bold']))).toEqual(['A-Regular', 'B-Bold']);
    expect(findCjkFont(file)?.face).toBe('NotoSansCJKsc-Regular');
    expect(findCjkFont(`${file}#NotoSansCJKkr-Regular`)?.face).toBe('NotoSansCJKkr-Regular');
    expect(findCjkFont(undefined, ['/nowhere/font.ttc', file])?.face).toBe('NotoSansCJKsc-Regular');
  });

  it('offers Chinese as soon as the font is found, and reads the file only with the first PDF, once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cjk-'));
    const file = join(dir, 'Later.ttc');
    writeFileSync(file, fakeCollection(['NotoSansCJKjp-Regular']));
    const { font, locales } = cjkFontOf(file);
    expect(locales).toEqual(['en', 'my', 'cn']);
    // What the file holds when the first PDF is drawn is what is used: nothing was read at start-up.
    writeFileSync(file, fakeCollection(['NotoSansCJKsc-Regular']));
    expect(font()?.face).toBe('NotoSansCJKsc-Regular');
    writeFileSync(file, fakeCollection(['NotoSansCJKkr-Regular']));
    expect(font()?.face).toBe('NotoSansCJKsc-Regular');
    expect(cjkFontOf('/nowhere/font.ttc').locales).toEqual(['en', 'my']);
  });

  it('finds none where there is none', () => {
    expect(findCjkFont('/nowhere/font.ttc')).toBeNull();
    expect(findCjkFont(undefined, ['/nowhere/font.ttc'])).toBeNull();
    expect(collectionFaces(Buffer.from('not a font'))).toEqual([]);
  });
});

describe('pdfkit invoice renderer', () => {
  const renderer = pdfkitInvoiceRenderer({ cjkFont: null });

  it('draws the letterhead, the numbers, the charges, the payments and the balance due', async () => {
    const { text, pages } = await pdfText(await renderer.render(sampleInvoice()));
    expect(pages).toBe(1);
    for (const expected of [
      'Pulau Damai Resort',
      'SST reg. no. T10-2401-32000123',
      'Invoice no. INV-2026-000123',
      'Booking no. PD26-000123',
      'Tan Mei Ling',
      'Garden Chalet (room 1), Peak, adult, night of 14 Dec 2026 2 RM 162.00 RM 324.00',
      'Marang Jetty -> Pulau Damai',
      'Discount, code RAYA10 1 RM 46.40 -RM 46.40',
      'Total RM 417.60',
      '22 Nov 2026 Bank transfer MBB-1 RM 100.00',
      'Amount paid RM 100.00',
      'Balance due RM 317.60',
      'Page 1 of 1',
    ]) expect(text).toContain(expected);
  });

  it('without a CJK font, writes English only and leaves the Chinese name out', async () => {
    expect(renderer.locales).toEqual(['en', 'my']);
    const { text } = await pdfText(await renderer.render(sampleInvoice()));
    expect(text).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('carries a long invoice over to more pages, numbering each', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ description: `Snorkelling trip ${i + 1}`, quantity: 1, unitPrice: 5_000, total: 5_000, direction: 'charge' as const }));
    const { text, pages } = await pdfText(await renderer.render(sampleInvoice({ lines })));
    expect(pages).toBe(2);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Snorkelling trip 60 ');
    // The table's header is repeated on the page it continues on.
    expect(text.match(/Description Qty Unit price Amount/g)).toHaveLength(2);
  });
});
