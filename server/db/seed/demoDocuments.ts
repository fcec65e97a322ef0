import { asc, eq } from 'drizzle-orm';
import { formatMoney } from '../../../i18n/formatMoney';
import { contractRatesOf } from '../../app/agent/contractRates.service';
import { plainPdf, type PdfTextLine } from '../../app/invoices/plainPdf';
import { readSetting } from '../../app/settings/settings';
import type { Db } from '../client';
import { resourceTables } from '../generated';

/**
 * The demo resort's documents for agents, written as real PDFs from the demo data itself (the rates a
 * category pays, the rooms, restaurants and courses), with the invoices' plain PDF writer so they are
 * made the same way in Node and in the browser mock.
 */

const t = resourceTables;

/** What a demo document record says about itself. */
export interface DemoDocument {
  title: string;
  description: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** The agent category whose rates a contract-rates sheet lists (null: the standard rates). */
  categoryId: string | null;
}

/** The letterhead the invoices use (the `resort` setting). */
const resortHeader = async (db: Db): Promise<PdfTextLine[]> => {
  const resort = await readSetting(db, 'resort');
  return [
    { text: resort.name, size: 18, bold: true },
    { text: resort.legalName, size: 9 },
    { text: resort.address, size: 9 },
    { text: [resort.phone, resort.email, resort.website].filter(Boolean).join(' · '), size: 9 },
  ];
};

const validity = (doc: DemoDocument) =>
  doc.validFrom && doc.validTo ? `Valid ${doc.validFrom} to ${doc.validTo}` : doc.validFrom ? `Valid from ${doc.validFrom}` : doc.validTo ? `Valid until ${doc.validTo}` : '';

/** A contract rate sheet: every package's periods with what the category pays per person per night. */
export const contractRatesPdf = async (db: Db, doc: DemoDocument) => {
  const sheet = await contractRatesOf(db, doc.categoryId, doc.validFrom ?? '0001-01-01');
  const lines: PdfTextLine[] = [
    ...(await resortHeader(db)),
    { text: doc.title, size: 14, bold: true, gapBefore: 14 },
    ...(doc.description ? [{ text: doc.description }] : []),
    ...(validity(doc) ? [{ text: validity(doc) }] : []),
    {
      text: `Net rates in Malaysian ringgit per person per night${sheet.agentCategory ? `; * marks the ${sheet.agentCategory.name} contract rate, the others are the standard rate` : ''}. Infants stay free unless a rate is shown.`,
      size: 9,
      gapBefore: 4,
    },
  ];
  for (const pkg of sheet.packages) {
    lines.push({ text: `${pkg.name} (${pkg.code}), ${pkg.nights} ${pkg.nights === 1 ? 'night' : 'nights'}`, size: 12, bold: true, gapBefore: 12 });
    for (const period of pkg.periods) {
      lines.push({ text: `${period.name}: ${period.startDate} to ${period.endDate}`, bold: true, indent: 10, gapBefore: 4 });
      for (const row of period.rows) {
        const cells = sheet.paxTypes.flatMap((pax) => {
          const cell = row.rates[pax];
          return cell ? [`${pax} ${formatMoney(cell.amount)}${cell.contract ? '*' : ''}`] : [];
        });
        lines.push({ text: `${row.roomType}, ${row.occupancy} in the room: ${cells.join(', ')}`, size: 9, indent: 20 });
      }
    }
  }
  lines.push({ text: 'Rates are quoted per booking by the resort and may change for peak and super-peak nights (surcharges apply). SST 8% and Tourism Tax are added on the invoice.', size: 8, gapBefore: 16 });
  return plainPdf(lines, { title: doc.title });
};

/** The resort brochure: rooms, dining, diving and getting there. */
export const brochurePdf = async (db: Db, doc: DemoDocument) => {
  const [roomTypes, restaurants, courses, facilities, trips] = await Promise.all([
    db.select().from(t.room_types).where(eq(t.room_types.active, true)).orderBy(asc(t.room_types.priority)),
    db.select().from(t.restaurants).where(eq(t.restaurants.active, true)).orderBy(asc(t.restaurants.name)),
    db.select().from(t.diving_courses).where(eq(t.diving_courses.active, true)).orderBy(asc(t.diving_courses.price)),
    db.select().from(t.facilities).where(eq(t.facilities.active, true)).orderBy(asc(t.facilities.name)),
    db.select().from(t.trip_costs).where(eq(t.trip_costs.active, true)).orderBy(asc(t.trip_costs.name)),
  ]);
  const section = (title: string): PdfTextLine => ({ text: title, size: 13, bold: true, gapBefore: 12 });
  const lines: PdfTextLine[] = [
    ...(await resortHeader(db)),
    { text: doc.title, size: 14, bold: true, gapBefore: 14 },
    ...(doc.description ? [{ text: doc.description }] : []),
    { text: 'An island of white sand and house reef off the Terengganu coast, 30 minutes by boat from Marang.', gapBefore: 6 },
    section('Rooms'),
  ];
  for (const room of roomTypes) {
    lines.push({ text: `${String(room.name)} · ${room.sizeSqm ? `${String(room.sizeSqm)} m² · ` : ''}up to ${String(room.maxPax)} guests`, bold: true, gapBefore: 4 });
    if (room.description) lines.push({ text: String(room.description), indent: 10 });
  }
  lines.push(section('Dining'));
  for (const place of restaurants) lines.push({ text: `${String(place.name)}: ${String(place.cuisine ?? '')}, ${String(place.openingTime ?? '')}–${String(place.closingTime ?? '')}` });
  lines.push(section('Diving'));
  for (const course of courses) lines.push({ text: `${String(course.name)}: ${String(course.durationDays)} ${course.durationDays === 1 ? 'day' : 'days'}, ${formatMoney(Number(course.price))}` });
  lines.push(section('Around the resort'));
  for (const place of facilities) lines.push({ text: `${String(place.name)}: ${String(place.description ?? '')}` });
  lines.push(section('Getting here'));
  for (const trip of trips) lines.push({ text: String(trip.name) });
  lines.push({ text: 'Check-in 2:30 PM, check-out 9:30 AM. Boats run between 8:00 AM and 3:00 PM.', size: 9, gapBefore: 16 });
  return plainPdf(lines, { title: doc.title });
};
