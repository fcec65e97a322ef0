import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'ra-core';
import type { PaymentStatus, ReservationStatus, TransitionName } from '../../server/app/booking/transitions';
import type { DeskTimes } from '../../server/app/booking/deskRules';
import type { DescribedQuote } from '../../server/app/pricing/describe';
import { request } from './request';

/** A reservation as `GET /api/admin/reservations` lists it. */
export interface Reservation {
  id: string;
  bookingNo: string;
  invoiceNo: string;
  reservationName: string;
  packageId: string | null;
  /** The package option (period) it was booked under, by name in the reader's language; null for a booking without one. */
  packageOption: { id: string; name: string; startDate: string; endDate: string } | null;
  leadSourceId: string | null;
  bookedFrom: string;
  takenBy: string;
  checkIn: string;
  checkOut: string;
  checkInTime: string | null;
  checkOutTime: string | null;
  nights: number;
  rooms: number;
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  approved: boolean;
  paymentDeadline: string | null;
  cutOffDate: string;
  bedType: string | null;
  specialRequests: string | null;
  foodNotes: string | null;
  total: number;
  createdAt: string;
}

export interface ReservationGuest {
  id: string;
  roomIndex: number;
  fullName: string;
  chineseName: string | null;
  age: number;
  idNumber: string;
  nonMalaysian: boolean;
  email: string | null;
  phones: string[];
  country: string;
  /** The dialling code of the phone numbers ('+60'), when given. */
  countryCode?: string | null;
  address?: string | null;
  area?: string | null;
  city?: string | null;
  postcode?: string | null;
  state?: string | null;
}

/** Italy and San Marino keep the leading 0 of their numbers after the country code; elsewhere it is the trunk prefix. */
const KEEPS_LEADING_ZERO = ['+39', '+378'];

/** A phone number as the resort dials it: with the guest's country code unless the number already carries one. */
export const dialledNumber = (phone: string, countryCode: string | null | undefined) => {
  if (phone.trim().startsWith('+') || !countryCode) return phone;
  return `${countryCode} ${KEEPS_LEADING_ZERO.includes(countryCode) ? phone.trim() : phone.trim().replace(/^0+/, '')}`;
};

/** How to reach a guest: every phone number (with its country code), then the e-mail. */
export const guestContact = (g: Pick<ReservationGuest, 'phones' | 'countryCode' | 'email'>) =>
  [...g.phones.map((p) => dialledNumber(p, g.countryCode)), g.email ?? ''].filter(Boolean).join(', ');

/** The guest's postal address on one line (street, area, postcode and city, state), or '' when none was given. */
export const guestAddress = (g: Pick<ReservationGuest, 'address' | 'area' | 'city' | 'postcode' | 'state'>) =>
  [g.address, g.area, [g.postcode, g.city].filter(Boolean).join(' '), g.state].filter(Boolean).join(', ');

/** `GET /api/admin/reservations/:id`: the reservation with its guests, rooms and priced quote. */
export interface ReservationDetail extends Reservation {
  guests: ReservationGuest[];
  roomsAllocated: { id: string; roomNumber: number; code: string }[];
  quote: DescribedQuote;
  /** When the guests were checked in (null unless in house). */
  checkedInAt: string | null;
  /** Staff only: when the front desk may check in, check out or undo the check-in (the server's rules). */
  desk?: DeskTimes;
}

/** What staff may do to a reservation: approve it, or move it along the transition table. */
export type ReservationAction = 'approve' | Exclude<TransitionName, 'expire'>;

/** Everyone on the booking, babies included. */
export const paxOf = (r: Pick<Reservation, 'adults' | 'children' | 'toddlers' | 'infants'>) => r.adults + r.children + r.toddlers + r.infants;

/** The list filter as the API takes it: empty values left out. */
const apiFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''));

/** react-admin's getList on `{reservations, total}` (the API pages with `range`, newest first). */
export const listReservations = async (params: GetListParams): Promise<GetListResult<Reservation>> => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const start = (page - 1) * perPage;
  const { reservations, total } = await request<{ reservations: Reservation[]; total: number }>({
    path: '/reservations',
    payload: { range: [start, start + perPage - 1], filter: apiFilter(params.filter ?? {}) },
  });
  return { data: reservations, total };
};

export const getReservation = async (params: GetOneParams): Promise<GetOneResult<ReservationDetail>> => ({
  data: await request<ReservationDetail>({ path: `/reservations/${encodeURIComponent(String(params.id))}` }),
});

/** Approves a reservation or applies a transition; the server answers 409 when it is not allowed now. */
export const reservationAction = (id: string, action: ReservationAction) =>
  request<ReservationDetail>({
    method: 'PUT',
    path: action === 'approve' ? `/reservations/${encodeURIComponent(id)}/approve` : `/reservations/${encodeURIComponent(id)}/status/${action}`,
  });

/** One room type's free rooms night by night (`POST /api/admin/rooms-availability`). */
export interface RoomTypeAvailability {
  roomTypeId: string;
  name: string;
  totalRooms: number;
  nights: { date: string; free: number }[];
}

export const roomsAvailability = (checkIn: string, checkOut: string) =>
  request<RoomTypeAvailability[]>({ method: 'POST', path: '/rooms-availability', payload: { checkIn, checkOut } });
