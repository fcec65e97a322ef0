import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdfText';
import { fitsWinAnsi, plainInvoiceRenderer, plainPdf, toWinAnsi } from './plainPdf';
import { sampleInvoice } from './sampleInvoice';

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('plain PDF writer', () => {
  it('writes a PDF that a real parser reads back, accents, brackets and the euro sign included', async () => {
    const pdf = plainPdf([{ text: 'Pulau Damai Resort', size: 16, bold: true }, { text: 'Café (deluxe) \\ suite – €12 × 2' }], { title: 'Invoice INV-1' });
    expect(ascii(pdf.subarray(0, 8))).toBe('%PDF-1.4');
    expect(ascii(pdf.subarray(-6))).toBe('%%EOF\n');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toBe('Pulau Damai Resort Café (deluxe) \\ suite – €12 × 2');
  });

  it('points its cross-reference table at every object', () => {
    const pdf = ascii(plainPdf([{ text: 'one' }, { text: 'two' }]));
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    const offsets = pdf.slice(xref).split('\n').filter((l) => / 00000 n $/.test(l)).map((l) => Number(l.slice(0, 10)));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj\n`)));
  });

  it('wraps long lines and continues on a new page when the first is full', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const lines = Array.from({ length: 80 }, (_, i) => ({ text: `Line ${i + 1}` }));
    const { pages, text } = await pdfText(plainPdf([{ text: long }, ...lines]));
    expect(pages).toBe(2);
    expect(text).toContain(long);
    expect(text).toContain('Line 1 ');
    expect(text).toMatch(/Line 80$/);
  });

  it('spells arrows out and leaves out what the standard fonts cannot draw', async () => {
    expect(toWinAnsi('Marang Jetty → Pulau Damai')).toBe('Marang Jetty -> Pulau Damai');
    expect(toWinAnsi('Tan Mei Ling 陈美玲')).toBe('Tan Mei Ling');
    expect(fitsWinAnsi('Café → Jetty')).toBe(true);
    expect(fitsWinAnsi('陈美玲')).toBe(false);
    const { text } = await pdfText(plainPdf([{ text: 'Marang Jetty → Pulau Damai' }, { text: 'Tan Mei Ling 陈美玲' }]));
    expect(text).toBe('Marang Jetty -> Pulau Damai Tan Mei Ling');
  });
});

describe('plain invoice renderer', () => {
  it('draws the whole invoice: resort, numbers, guest, charges, payments and balance due', async () => {
    const renderer = plainInvoiceRenderer();
    expect(renderer.locales).toEqual(['en', 'my']);
    const { text } = await pdfText(await renderer.render(sampleInvoice()));
    for (const expected of [
      'Pulau Damai Resort',
      'Invoice no.: INV-2026-000123',
      'Booking no.: PD26-000123',
      'Tan Mei Ling',
      'Garden Chalet (room 1), Peak, adult, night of 14 Dec 2026',
      '2 x RM 162.00 = RM 324.00',
      'Marang Jetty -> Pulau Damai',
      '1 x RM 46.40 = -RM 46.40',
      'Total: RM 417.60',
      'MBB-1',
      'Amount paid: RM 100.00',
      'Balance due: RM 317.60',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('陈');
  });
});
