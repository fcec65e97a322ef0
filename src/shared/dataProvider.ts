import { fetchUtils, type DataProvider, type GetListResult, type GetOneResult, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { apiHeaders, request } from './request';
import { getReservation, listReservations, reservationAction, type ReservationAction, type ReservationDetail } from './reservations';

/** Every react-admin call, with the bearer token and the interface language (the server translates errors). */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = apiHeaders(false);
  new Headers(options.headers).forEach((value, key) => headers.set(key, value));
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** A stored upload as `POST /api/admin/upload` answers it. */
export interface UploadedFile {
  id: string;
  url: string;
  contentType: string;
  size: number;
  originalName: string;
}

export interface AdminDataProvider extends DataProvider {
  /** Stores a file (multipart field `file`) and returns its public URL. */
  upload(file: File): Promise<UploadedFile>;
  /** Approves a reservation or moves it along the transition table (409 when not allowed now). */
  reservationAction(id: string, action: ReservationAction): Promise<ReservationDetail>;
}

const base = simpleRestProvider('/api/admin', httpClient);

/** The booking engine's resource: not a generic one, its list answers `{reservations, total}`. */
const RESERVATIONS = 'reservations';

/**
 * ra-data-simple-rest on `/api/admin`, extended with the upload call and the reservations resource
 * (read-only here: it changes through its actions, never through update or delete). react-admin lets the
 * caller name the record type, hence the casts from the reservations' own types.
 */
export const dataProvider: AdminDataProvider = {
  ...base,
  getList: <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]) =>
    resource === RESERVATIONS ? (listReservations(params) as unknown as Promise<GetListResult<R>>) : base.getList<R>(resource, params),
  getOne: <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) =>
    resource === RESERVATIONS ? (getReservation(params) as unknown as Promise<GetOneResult<R>>) : base.getOne<R>(resource, params),
  upload(file) {
    const form = new FormData();
    form.append('file', file);
    return request<UploadedFile>({ method: 'POST', path: '/upload', payload: form });
  },
  reservationAction: (id, action) => reservationAction(id, action),
};
