import type { AgentProfile, ProfileField } from '../../../server/app/profile/profileInfo.service';
import type { StayReview } from '../../../server/app/profile/stayReviews.service';
import type { TravelDocumentKind } from '../../../resources/travelDocuments';
import type { TravelDocument } from '../../../server/app/profile/travelDocuments.service';
import { request, requestBlob } from '../../shared/request';
import type { RangePage } from '../credits/walletApi';

export type { AgentProfile, ProfileField, StayReview, TravelDocument, TravelDocumentKind };

/** A checked-out stay of `GET /stay-reviews`, with its review or none yet. */
export interface ReviewableStay {
  reservation: { id: string; bookingNo: string; reservationName: string; checkIn: string; checkOut: string; nights: number; packageName: string | null };
  review: StayReview | null;
}

/** What the document form sends: the file only when one was chosen. */
export interface DocumentInput {
  kind: TravelDocumentKind;
  number: string;
  expiresOn: string;
  file: File | null;
}

const agent = 'agent' as const;
const at = encodeURIComponent;

const documentForm = (input: DocumentInput) => {
  const form = new FormData();
  form.set('kind', input.kind);
  form.set('number', input.number);
  form.set('expiresOn', input.expiresOn);
  if (input.file) form.set('file', input.file, input.file.name);
  return form;
};

/** The Profile page's calls (`/api/agent`, spec section 7 "Profile and agent settings"). */
export const profileApi = {
  profile: async (id: string) => (await request<{ data: AgentProfile }>({ path: `/users/${at(id)}`, target: agent })).data,
  saveProfile: async (id: string, values: Record<ProfileField, string>) => (await request<{ data: AgentProfile }>({ method: 'PUT', path: `/users/info/${at(id)}`, target: agent, payload: values })).data,
  /** Sets or replaces the agent's own picture (`file`: JPEG, PNG or WebP, at most 2 MB); answers the profile. */
  setPicture: async (id: string, file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return (await request<{ data: AgentProfile }>({ method: 'POST', path: `/users/${at(id)}/profile-pic`, target: agent, payload: form })).data;
  },
  removePicture: async (id: string) => (await request<{ data: AgentProfile }>({ method: 'DELETE', path: `/users/${at(id)}/profile-pic`, target: agent })).data,
  documents: async (userId: string) => (await request<{ documents: TravelDocument[] }>({ path: `/users/docs/${at(userId)}`, target: agent })).documents,
  addDocument: (input: DocumentInput) => request<TravelDocument>({ method: 'POST', path: '/users/docs', target: agent, payload: documentForm(input) }),
  editDocument: (id: string, input: DocumentInput) => request<TravelDocument>({ method: 'PUT', path: `/users/docs/${at(id)}`, target: agent, payload: documentForm(input) }),
  removeDocument: (id: string) => request<TravelDocument>({ method: 'DELETE', path: `/users/docs/${at(id)}`, target: agent }),
  /** A document's scan, read with the bearer token (it is never public). */
  documentFile: (id: string) => requestBlob({ path: `/users/docs/${at(id)}/file`, target: agent }),
  stays: async (start: number, end: number): Promise<RangePage<ReviewableStay>> => {
    const page = await request<{ stays: ReviewableStay[]; total: number }>({ path: '/stay-reviews', target: agent, payload: { range: [start, end] } });
    return { items: page.stays, total: page.total };
  },
  addReview: (reservationId: string, rating: number, comment: string) =>
    request<StayReview>({ method: 'POST', path: '/stay-reviews', target: agent, payload: { reservationId, rating, comment } }),
  editReview: (id: string, rating: number, comment: string) => request<StayReview>({ method: 'PUT', path: `/stay-reviews/${at(id)}`, target: agent, payload: { rating, comment } }),
  changePassword: (values: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    request<{ ok: boolean }>({ method: 'PUT', path: '/password/update', target: agent, payload: values }),
};

export const profileKeys = {
  profile: (id: string) => ['agent', 'profile', id],
  documents: (id: string) => ['agent', 'travel-documents', id],
  stays: ['agent', 'stay-reviews'],
} as const;
