import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { apiHeaders, request } from './request';

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
}

const base = simpleRestProvider('/api/admin', httpClient);

/** ra-data-simple-rest on `/api/admin`, extended with the upload call. */
export const dataProvider: AdminDataProvider = {
  ...base,
  upload(file) {
    const form = new FormData();
    form.append('file', file);
    return request<UploadedFile>({ method: 'POST', path: '/upload', payload: form });
  },
};
