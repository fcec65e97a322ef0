import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localName, type NameTranslations } from '../../../i18n/localName';
import type { Locale } from '../../../i18n/types';
import * as q from './dashboard.queries';
import type { CardType } from './dashboard.queries';

type Row = Record<string, unknown>;

/** Runs one of the dashboard's SQL builders (the bench runs the same `SQL` raw). */
export const rowsOf = async (db: Db, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const name = (value: unknown, translations: unknown, locale: Locale) => localName(String(value ?? ''), (translations ?? null) as NameTranslations | null, locale);

/** How many rows a dashboard list shows at most (the total says how many there are). */
export const LIST_LIMIT = 100;

/** A row's party by age band, and everyone in it (infants too). */
const partyOf = (r: Row) => {
  const party = { adults: num(r.adults), children: num(r.children), toddlers: num(r.toddlers), infants: num(r.infants) };
  return { party, headcount: party.adults + party.children + party.toddlers + party.infants };
};

/** A booking as every dashboard list shows it. */
const reservationOf = (r: Row) => {
  const { party, headcount } = partyOf(r);
  return {
    id: String(r.id),
    bookingNo: String(r.booking_no),
    guestName: String(r.reservation_name),
    checkIn: String(r.check_in),
    checkOut: String(r.check_out),
    nights: num(r.nights),
    rooms: num(r.rooms),
    roomNumbers: ((r.room_numbers as unknown[] | null) ?? []).map(Number),
    ...party,
    guests: headcount,
    status: String(r.status),
    paymentStatus: String(r.payment_status),
    bookedBy: String(r.booked_by ?? ''),
    total: num(r.total),
  };
};

/** With what was paid and what is still due. */
const owingOf = (r: Row) => {
  const base = reservationOf(r);
  const paid = num(r.paid);
  return { ...base, paid, balanceDue: base.total - paid, ...(r.cut_off_date ? { cutOffDate: String(r.cut_off_date) } : {}) };
};

/**
 * The four cards of day D (bookings, each its list's length) and how far the desk is with two of them:
 * arrivals already checked in and departures already checked out.
 */
export const cardCounts = async (db: Db, date: string) => {
  const [r] = await rowsOf(db, q.cardCountsSql(date));
  return {
    date,
    currentCounts: num(r.current),
    arrivalCounts: num(r.arrival),
    arrivalsCheckedIn: num(r.arrival_checked_in),
    deptCounts: num(r.departure),
    departuresCheckedOut: num(r.departure_checked_out),
    endDayCounts: num(r.end_of_day),
  };
};

export const cardList = async (db: Db, type: CardType, date: string) => (await rowsOf(db, q.cardListSql(type, date))).map(reservationOf);

export const paymentRemainder = async (db: Db, date: string, type: 'reminder' | 'expired') => {
  const rows = await rowsOf(db, q.paymentRemainderSql(date, type, LIST_LIMIT));
  return { rows: rows.map(owingOf), total: num(rows[0]?.total_rows) };
};

export const payAtResort = async (db: Db, date: string) => (await rowsOf(db, q.payAtResortSql(date))).map(owingOf);

/** The day's transfers by time, boats and land apart, each with its passengers. */
export const pickUps = async (db: Db, date: string, locale: Locale) => {
  const legs = (await rowsOf(db, q.pickUpsSql(date))).map((r) => {
    const { party, headcount } = partyOf(r);
    return {
      reservationId: String(r.id),
      bookingNo: String(r.booking_no),
      guestName: String(r.reservation_name),
      status: String(r.status),
      transportType: String(r.transport_type) as 'boat' | 'land',
      direction: String(r.direction) as 'outward' | 'return',
      time: str(r.time),
      trip: name(r.trip_name, r.trip_translations, locale),
      from: String(r.direction === 'return' ? r.to_name : r.from_name),
      to: String(r.direction === 'return' ? r.from_name : r.to_name),
      pickupPoint: str(r.pickup_point),
      dropLocation: str(r.drop_location),
      dropTime: str(r.drop_time),
      ...party,
      passengers: headcount,
    };
  });
  const passengers = (list: typeof legs) => list.reduce((n, l) => n + l.passengers, 0);
  const boat = legs.filter((l) => l.transportType === 'boat');
  const land = legs.filter((l) => l.transportType === 'land');
  return { date, boat, land, boatPassengers: passengers(boat), landPassengers: passengers(land) };
};

interface BookedRoom {
  roomId?: string;
  adults?: number;
  children?: number;
  toddlers?: number;
  infants?: number;
}
const guestsIn = (room: BookedRoom) => num(room.adults) + num(room.children) + num(room.toddlers) + num(room.infants);

/**
 * The rooms taken the night of D by room type, with guests. A room's guests are those booked for it;
 * a room changed since booking (its id no longer in the booking) takes the booking's unmatched guests,
 * shared out, so the guests of a booking always add up to its party.
 */
export const currentRooms = async (db: Db, date: string, locale: Locale) => {
  const [rows, types] = await Promise.all([rowsOf(db, q.currentRoomsSql(date)), rowsOf(db, q.roomTypeTotalsSql())]);
  const byBooking = new Map<string, Row[]>();
  for (const r of rows) byBooking.set(String(r.id), [...(byBooking.get(String(r.id)) ?? []), r]);
  const guestsOf = new Map<string, number>();
  for (const [id, taken] of byBooking) {
    const booked = (taken[0].booked_rooms as BookedRoom[] | null) ?? [];
    const matched = taken.filter((r) => booked.some((b) => b.roomId === r.room_id));
    const unmatched = taken.filter((r) => !matched.includes(r));
    const matchedGuests = matched.reduce((n, r) => n + guestsIn(booked.find((b) => b.roomId === r.room_id) ?? {}), 0);
    const rest = Math.max(num(taken[0].booking_guests) - matchedGuests, 0);
    for (const r of matched) guestsOf.set(`${id}:${String(r.room_id)}`, guestsIn(booked.find((b) => b.roomId === r.room_id) ?? {}));
    unmatched.forEach((r, i) => guestsOf.set(`${id}:${String(r.room_id)}`, Math.floor(rest / unmatched.length) + (i < rest % unmatched.length ? 1 : 0)));
  }
  const rooms = rows.map((r) => ({
    roomId: String(r.room_id),
    roomNumber: num(r.room_number),
    roomTypeId: String(r.room_type_id),
    roomType: name(r.room_type, r.room_type_translations, locale),
    reservationId: String(r.id),
    bookingNo: String(r.booking_no),
    guestName: String(r.reservation_name),
    checkIn: String(r.check_in),
    checkOut: String(r.check_out),
    status: String(r.status),
    guests: guestsOf.get(`${String(r.id)}:${String(r.room_id)}`) ?? 0,
  }));
  const roomTypes = types.map((t) => {
    const taken = rooms.filter((r) => r.roomTypeId === t.id);
    return { id: String(t.id), name: name(t.name, t.name_translations, locale), code: String(t.code), totalRooms: num(t.rooms), occupied: taken.length, guests: taken.reduce((n, r) => n + r.guests, 0) };
  });
  return { date, rooms, roomTypes, occupied: rooms.length, totalRooms: roomTypes.reduce((n, t) => n + t.totalRooms, 0), guests: rooms.reduce((n, r) => n + r.guests, 0) };
};

export const unconfirmedPayments = async (db: Db) => {
  const rows = await rowsOf(db, q.unconfirmedPaymentsSql(LIST_LIMIT));
  return {
    rows: rows.map((r) => ({
      id: String(r.id),
      purpose: String(r.purpose),
      method: String(r.method),
      amount: num(r.amount),
      reference: str(r.reference_no ?? r.cheque_no),
      createdAt: new Date(num(r.created_ms)).toISOString(),
      reservationId: str(r.reservation_id),
      bookingNo: str(r.booking_no),
      guestName: str(r.reservation_name),
      payerName: str(r.payer_company) || String(r.payer_name),
      duplicate: r.duplicate_of_id !== null && r.duplicate_of_id !== undefined,
    })),
    total: num(rows[0]?.total_rows),
  };
};

const months = () => Array.from({ length: 12 }, () => 0);

/** The graphs of `year` beside the year before (spec's dashboard state names): sales in sen and check-ins, January first. */
export const yearlyGraph = async (db: Db, year: number) => {
  const rows = await rowsOf(db, q.yearlyGraphSql(year));
  const series = { currentYear: months(), prevYear: months(), currentYearCheck: months(), prevYearCheck: months(), currentYearBookings: months(), prevYearBookings: months() };
  for (const r of rows) {
    const i = num(r.month) - 1;
    const current = num(r.year) === year;
    if (r.figure === 'sales') {
      series[current ? 'currentYear' : 'prevYear'][i] = num(r.amount);
      series[current ? 'currentYearBookings' : 'prevYearBookings'][i] = num(r.bookings);
    } else series[current ? 'currentYearCheck' : 'prevYearCheck'][i] = num(r.bookings);
  }
  return { year, prevYearNumber: year - 1, ...series };
};

/** Sales of day D, its month to date and its year to date. */
export const sales = async (db: Db, date: string) => {
  const [r] = await rowsOf(db, q.salesSql(date));
  return {
    date,
    day: { bookings: num(r.day_bookings), amount: num(r.day_amount) },
    month: { bookings: num(r.month_bookings), amount: num(r.month_amount) },
    year: { bookings: num(r.year_bookings), amount: num(r.year_amount) },
  };
};

export const monthly = async (db: Db, month: string) => {
  const [r] = await rowsOf(db, q.monthlySql(month));
  return { month, checkIns: num(r.check_ins), guests: num(r.guests), roomNights: num(r.room_nights), bookings: num(r.bookings), amount: num(r.amount) };
};

/** Month by month of `year`: sales, check-ins and the sales to date. */
export const cumulative = async (db: Db, year: number) => {
  const graph = await yearlyGraph(db, year);
  let running = 0;
  const rows = graph.currentYear.map((amount, i) => {
    running += amount;
    return { month: i + 1, bookings: graph.currentYearBookings[i], amount, cumulativeAmount: running, checkIns: graph.currentYearCheck[i] };
  });
  return { year, months: rows, amount: running, bookings: rows.reduce((n, m) => n + m.bookings, 0), checkIns: rows.reduce((n, m) => n + m.checkIns, 0) };
};

export const upcomingBookings = async (db: Db, date: string) => (await rowsOf(db, q.upcomingBookingsSql(date, 10))).map(reservationOf);

export const expiredBookings = async (db: Db) => {
  const rows = await rowsOf(db, q.expiredBookingsSql(LIST_LIMIT));
  return { rows: rows.map((r) => ({ ...reservationOf(r), expiredAt: new Date(num(r.expired_ms)).toISOString() })), total: num(rows[0]?.total_rows) };
};

/** The menu badge: what waits for staff on day D, and its parts. */
export const actionCount = async (db: Db, date: string) => {
  const [r] = await rowsOf(db, q.actionCountSql(date));
  const parts = { awaitingApprovals: num(r.approvals), unconfirmedPayments: num(r.payments), expiredInvoices: num(r.overdue) };
  return { date, total: parts.awaitingApprovals + parts.unconfirmedPayments + parts.expiredInvoices, ...parts };
};
