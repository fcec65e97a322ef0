import { HttpError } from 'ra-core';
import { fromPromise } from 'xstate';
import type { PromoTrial, RoomSearch, HoldRequest } from '../api';
import type { BookingDetails, DescribedQuote, HoldInfo, Payment, PromoCheck, QuoteBody, ReservationBody, ReservationDetail, RoomChoice, WalletPaid } from '../apiTypes';
import { bookingMachine } from '../bookingMachine';
import { holdMachine } from '../holdMachine';
import { paymentMachine } from '../paymentMachine';
import { emptyGuest, type GuestDraft, type RoomDraft } from '../model';

/** What the request helper throws for a refused call: ra-core's HttpError with the server's JSON body. */
export const httpError = (status: number, body: { message: string; code: string; errors?: Record<string, string> }) =>
  new HttpError(body.message, status, { errors: {}, ...body });

export const ids = {
  package: '00000000-0000-4000-8000-000000000001',
  option: '00000000-0000-4000-8000-000000000002',
  leadSource: '00000000-0000-4000-8000-000000000003',
  roomType: '00000000-0000-4000-8000-000000000004',
  room: '00000000-0000-4000-8000-000000000005',
  otherRoom: '00000000-0000-4000-8000-000000000006',
  hold: '00000000-0000-4000-8000-000000000007',
  reservation: '00000000-0000-4000-8000-000000000008',
  tripCost: '00000000-0000-4000-8000-000000000009',
};

export const leadGuest: GuestDraft = {
  ...emptyGuest(),
  fullName: 'Nur Aisyah binti Ahmad',
  age: 34,
  idNumber: '920314-11-5566',
  country: 'Malaysia',
  phones: ['+60 12-345 6789'],
  email: 'aisyah@example.com',
};

export const stay = { packageId: ids.package, optionId: ids.option, checkIn: '2026-12-21', checkOut: '2026-12-23' };
export const chosenRoom: RoomDraft = { roomId: ids.room, roomTypeId: ids.roomType, adults: 2, children: 0, toddlers: 1, infants: 0 };

const details: BookingDetails = {
  package: { id: ids.package, name: '3D2N Island Escape' },
  roomTypes: [],
  leadSources: [{ id: ids.leadSource, name: 'Facebook' }],
  paxSettings: [],
  rules: {
    checkInTime: '14:30',
    checkOutTime: '09:30',
    timeZone: 'Asia/Kuala_Lumpur',
    maxTransferPersons: 1000,
    roomHoldSeconds: 120,
    paymentCountdownMinutes: 30,
    cutOffDays: 14,
    specialRequestMaxLength: 500,
    foodNotesMaxLength: 500,
    maxRooms: 20,
    maxGuests: 100,
    maxNights: 60,
    maxPax: 5,
  },
  transport: { charterBoats: [], charterWindow: { earliest: '08:00', latest: '15:00' }, toddlerBoatTicket: 20_000, infantBoatTicket: 0 },
  cutOffDate: '2026-12-07',
};

export const roomChoice: RoomChoice = {
  offers: [
    {
      roomTypeId: ids.roomType,
      name: 'Garden Chalet',
      totalRooms: 10,
      nights: [{ date: '2026-12-21', free: 10 }, { date: '2026-12-22', free: 10 }],
      rooms: [{ id: ids.room, roomNumber: 211, code: 'B-211' }, { id: ids.otherRoom, roomNumber: 212, code: 'B-212' }],
      rated: true,
      roomsNeeded: 1,
      enough: true,
    },
  ],
  details,
};

export const quote: DescribedQuote = {
  currency: 'MYR',
  lines: [
    { kind: 'room', label: { key: 'room_night', args: {} }, quantity: 2, unitPrice: 16_200, total: 32_400, direction: 'charge', description: 'Garden Chalet (room 1), adult, night of 2026-12-21' },
    { kind: 'transport', label: { key: 'transport_per_person', args: {} }, quantity: 1, unitPrice: 20_000, total: 20_000, direction: 'charge', description: 'Marang Jetty → Pulau Damai, 1 × toddler, one way' },
  ],
  subtotal: 52_400,
  discount: 0,
  taxTotal: 4_192,
  total: 56_592,
  nights: 2,
  checkInTime: '14:30',
  checkOutTime: '09:30',
};

/** A hold as the server answers it, expiring `seconds` from this (fake) clock's now. */
export const holdFor = (seconds: number, extended = false): HoldInfo => ({ id: ids.hold, expiresAt: new Date(Date.now() + seconds * 1000).toISOString(), extended });

export const reservation = (overrides: Partial<ReservationDetail> = {}): ReservationDetail => ({
  id: ids.reservation,
  bookingNo: 'PD26-000001',
  invoiceNo: 'INV-2026-000001',
  reservationName: 'Aisyah family',
  packageId: ids.package,
  packageOption: { id: ids.option, name: 'Monsoon & low season', startDate: '2026-11-01', endDate: '2027-02-28' },
  leadSourceId: ids.leadSource,
  bookedFrom: 'agent-portal',
  takenBy: 'ta@agency.test',
  checkIn: stay.checkIn,
  checkOut: stay.checkOut,
  checkInTime: '14:30',
  checkOutTime: '09:30',
  nights: 2,
  rooms: 1,
  adults: 2,
  children: 0,
  toddlers: 1,
  infants: 0,
  status: 'Pending',
  paymentStatus: 'Pending',
  approved: false,
  paymentDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
  checkedInAt: null,
  cutOffDate: '2026-12-07',
  bedType: 'Queen + single',
  specialRequests: null,
  foodNotes: null,
  total: quote.total,
  createdAt: new Date().toISOString(),
  guests: [],
  roomsAllocated: [],
  quote,
  ...overrides,
});

/** Calls the tests watch: every stubbed actor records its inputs here. */
export interface Calls {
  searchRooms: RoomSearch[];
  createHold: HoldRequest[];
  extendHold: { holdId: string }[];
  checkHold: { holdId: string }[];
  releaseHold: { holdId: string }[];
  priceQuote: QuoteBody[];
  checkPromo: PromoTrial[];
  createReservation: ReservationBody[];
}

/** Answers of the stubbed server; a test replaces the ones it is about. */
export interface Server {
  searchRooms: (search: RoomSearch) => Promise<RoomChoice>;
  createHold: (request: HoldRequest) => Promise<HoldInfo>;
  extendHold: (ref: { holdId: string }) => Promise<HoldInfo>;
  checkHold: (ref: { holdId: string }) => Promise<HoldInfo | null>;
  releaseHold: (ref: { holdId: string }) => Promise<unknown>;
  priceQuote: (body: QuoteBody) => Promise<DescribedQuote>;
  checkPromo: (trial: PromoTrial) => Promise<PromoCheck>;
  createReservation: (body: ReservationBody) => Promise<ReservationDetail>;
  startOnlinePayment: () => Promise<{ paymentId: string; amount: number; redirectUrl: string }>;
  payFromWallet: () => Promise<WalletPaid>;
  sendSlip: () => Promise<Payment>;
  fetchReservation: () => Promise<ReservationDetail>;
}

/** A server that says yes: 2-minute holds, extended to 30 minutes, the quote above. */
export const happyServer = (): Server => ({
  searchRooms: async () => roomChoice,
  createHold: async () => holdFor(120),
  extendHold: async () => holdFor(30 * 60, true),
  checkHold: async () => holdFor(60),
  releaseHold: async (ref) => ({ holdId: ref.holdId, released: true }),
  priceQuote: async () => quote,
  checkPromo: async (trial) => ({ packageId: trial.packageId, promoCode: trial.body.promoCode.toUpperCase(), discount: 5_000, subtotal: quote.subtotal, total: quote.total - 5_000, quote }),
  createReservation: async () => reservation(),
  startOnlinePayment: async () => ({ paymentId: 'p1', amount: quote.total, redirectUrl: '/sandbox-gateway/pay?reference=r1' }),
  payFromWallet: () => Promise.reject(httpError(409, { message: 'Insufficient wallet balance', code: 'insufficient_balance' })),
  sendSlip: () => Promise.reject(httpError(500, { message: 'Something went wrong', code: 'server' })),
  fetchReservation: async () => reservation({ status: 'Expired' }),
});

/** The booking machine on a stubbed server; `calls` records what it asked. */
export const stubbedWizard = (overrides: Partial<Server> = {}) => {
  const server = { ...happyServer(), ...overrides };
  const calls: Calls = { searchRooms: [], createHold: [], extendHold: [], checkHold: [], releaseHold: [], priceQuote: [], checkPromo: [], createReservation: [] };
  const record = <I, O>(name: keyof Calls, answer: (input: I) => Promise<O>) =>
    fromPromise<O, I>(({ input }) => {
      (calls[name] as I[]).push(input);
      return answer(input);
    });
  const hold = holdMachine.provide({
    actors: {
      createHold: record('createHold', server.createHold),
      extendHold: record('extendHold', server.extendHold),
      checkHold: record('checkHold', server.checkHold),
      releaseHold: record('releaseHold', server.releaseHold),
    },
  });
  const payment = paymentMachine.provide({
    actors: {
      startOnlinePayment: fromPromise(server.startOnlinePayment),
      payFromWallet: fromPromise(server.payFromWallet),
      sendSlip: fromPromise(server.sendSlip),
      fetchReservation: fromPromise(server.fetchReservation),
    },
  });
  const machine = bookingMachine.provide({
    actors: {
      searchRooms: record('searchRooms', server.searchRooms),
      priceQuote: record('priceQuote', server.priceQuote),
      checkPromo: record('checkPromo', server.checkPromo),
      createReservation: record('createReservation', server.createReservation),
      releaseHold: record('releaseHold', server.releaseHold),
      holdMachine: hold,
      paymentMachine: payment,
    },
  });
  return { machine, calls };
};
