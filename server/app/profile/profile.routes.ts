import { OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { resources } from '../../../resources';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../resources/profilePicture';
import { TRAVEL_DOCUMENT_KINDS } from '../../../resources/travelDocuments';
import { changePassword } from '../auth/auth.handlers';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { permit } from '../http/middleware';
import * as info from './profileInfo.handlers';
import { PROFILE_FIELDS } from './profileInfo.service';
import * as picture from './profilePicture.handlers';
import * as reviews from './stayReviews.handlers';
import { reviewBody } from './stayReviews.service';
import * as docs from './travelDocuments.handlers';
import { answer, json, security } from '../http/openapiDoc';


type Method = 'get' | 'post' | 'put' | 'delete';
interface Extra {
  body?: z.ZodType;
  multipart?: z.ZodObject;
  params?: z.ZodObject;
  status?: number;
  refusals?: Record<number, string>;
}
/** Registers a route's documentation in one line (the handlers validate). */
const doc = (app: OpenAPIHono<AppEnv>, tag: string) => (method: Method, path: string, summary: string, extra: Extra = {}) =>
  app.openAPIRegistry.registerPath({
    method,
    path,
    tags: [tag],
    security,
    summary,
    request: {
      ...(extra.body ? { body: json(extra.body) } : {}),
      ...(extra.multipart ? { body: { content: { 'multipart/form-data': { schema: extra.multipart } } } } : {}),
      ...(extra.params ? { params: extra.params } : {}),
    },
    responses: {
      [extra.status ?? 200]: answer(summary),
      ...Object.fromEntries(Object.entries(extra.refusals ?? {}).map(([status, why]) => [status, answer(why)])),
    },
  });

/** A document's scan is an image or a PDF of at most the upload limit (multipart overhead allowed). */
const fileLimit = bodyLimit({
  maxSize: 6 * 1024 * 1024,
  onError: () => {
    throw new ApiError(413, 'too_large', 'app.errors.too_large', { file: 'app.errors.too_large' }, { args: { max: 5 } });
  },
});

/** A picture's body is refused before it is read once well past the picture's limit (multipart overhead allowed). */
const pictureLimit = bodyLimit({
  maxSize: PROFILE_PICTURE_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw picture.pictureRefused('too_large');
  },
});

const idParam = (name: string) => z.object({ [name]: z.uuid() });
const documentForm = z.object({
  kind: z.enum(TRAVEL_DOCUMENT_KINDS),
  number: z.string().openapi({ description: 'at most 40 characters; an IC as YYMMDD-PB-####, a passport 6 to 12 letters and digits' }),
  expiresOn: z.string().optional().openapi({ description: 'YYYY-MM-DD; blank: does not expire' }),
  file: z.string().openapi({ format: 'binary', description: 'image or PDF, at most 5 MB; required on create, kept when absent on update' }),
});
const profileFields = z.object(Object.fromEntries(PROFILE_FIELDS.map((name) => [name, z.string().nullable().optional()])));

/**
 * The agent's Profile page (`/api/agent`, spec section 7 "Profile and agent settings"): its details,
 * its travel documents, its reviews of checked-out stays and its password. Bank details are the
 * wallet's `/agent-info`.
 */
export const agentProfileRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/users/:id', info.ownProfile);
  app.put('/users/info/:mainId', info.editOwnProfile);
  app.put('/users/freelance-info/:userId', info.editFreelanceInfo);
  app.post('/users/:id/profile-pic', pictureLimit, picture.uploadProfilePicture);
  app.delete('/users/:id/profile-pic', picture.removeProfilePicture);
  app.put('/password/update', changePassword);
  app.get('/users/docs/:userId', docs.ownDocuments);
  app.post('/users/docs', fileLimit, docs.addDocument);
  app.put('/users/docs/:id', fileLimit, docs.editDocument);
  app.delete('/users/docs/:id', docs.removeDocument);
  app.get('/users/docs/:id/file', docs.ownDocumentFile);
  app.get('/stay-reviews', reviews.ownReviews);
  app.post('/stay-reviews', reviews.addReview);
  app.put('/stay-reviews/:id', reviews.editReview);

  const p = doc(app, 'profile');
  const notFound = { 404: 'Another agent' };
  p('get', '/users/{id}', "The agent's own profile: {data: {firstName, lastName, email, phone, companyName, …, type: {code}, status: {code}, category, profilePic}}", { params: idParam('id'), refusals: notFound });
  p('put', '/users/info/{mainId}', `Change the own details (${PROFILE_FIELDS.join(', ')}); e-mail, type, category, status and commission are ignored`, {
    params: idParam('mainId'),
    body: profileFields,
    refusals: { 400: 'Field messages (the phone rule, required names)', 404: 'Another agent' },
  });
  p('put', '/users/freelance-info/{userId}', `A freelancer changes its own details (${PROFILE_FIELDS.join(', ')}): {data}, the profile`, {
    params: idParam('userId'),
    body: profileFields,
    refusals: { 400: 'Field messages', 404: 'Another agent, or not a freelancer' },
  });
  p('post', '/users/{id}/profile-pic', 'Set (or replace) the own profile picture (multipart `file`: JPEG, PNG or WebP, at most 2 MB), served publicly at its /uploads address: {data}, the profile with profilePic', {
    params: idParam('id'),
    multipart: z.object({ file: z.string().openapi({ format: 'binary' }) }),
    status: 201,
    refusals: { 400: 'No file, not a JPEG, PNG or WebP image, or larger than 2 MB (a message on file); nothing is changed', 404: 'Another agent' },
  });
  p('delete', '/users/{id}/profile-pic', 'Remove the own profile picture (the initials are shown): {data}, the profile', { params: idParam('id'), refusals: notFound });
  p('put', '/password/update', 'Change the password (the password rule); every other session of the agent is signed out', {
    body: z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
    refusals: { 400: 'Field messages (a wrong current password on currentPassword)' },
  });
  const d = doc(app, 'travel documents');
  // One template for the three: GET names the agent (spec: /users/docs/{userId}), PUT and DELETE a document.
  d('get', '/users/docs/{id}', "The documents on file of the agent {id} (the caller itself), each with expiry: expired, expiring (within 30 days), valid or null", { params: idParam('id'), refusals: notFound });
  d('post', '/users/docs', 'File a document (multipart)', { multipart: documentForm, status: 201, refusals: { 400: 'Field messages', 413: 'File too large', 415: 'Not an image or a PDF' } });
  d('put', '/users/docs/{id}', 'Rewrite an own document (multipart, or JSON without a file)', { params: idParam('id'), multipart: documentForm, refusals: { 400: 'Field messages', 404: 'Not an own document' } });
  d('delete', '/users/docs/{id}', 'Remove an own document', { params: idParam('id'), refusals: { 404: 'Not an own document' } });
  d('get', '/users/docs/{id}/file', "An own document's scan", { params: idParam('id'), refusals: { 404: 'Not an own document' } });
  const r = doc(app, 'reviews');
  r('get', '/stay-reviews', "The agent's checked-out stays, latest check-out first, each with its review or null: {stays: [{reservation, review}], total} (range)");
  r('post', '/stay-reviews', 'Review a checked-out stay (one per booking)', {
    body: reviewBody.extend({ reservationId: z.uuid() }),
    status: 201,
    refusals: { 400: 'A rating outside 1–5, an empty comment, a stay not checked out', 404: "Another agent's booking", 409: 'Already reviewed' },
  });
  r('put', '/stay-reviews/{id}', 'Rewrite an own review, within 30 days of writing it', { params: idParam('id'), body: reviewBody, refusals: { 400: 'Field messages', 404: 'Not an own review', 409: 'Past its edit window' } });
  return app;
};

/** What staff read of agents' profiles (`/api/admin`): travel documents and stay reviews. */
export const staffProfileRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get(`/${resources.travelagent.name}/:id/docs`, permit('travelagent', 'show'), docs.agentDocumentsForStaff);
  app.get(`/${resources.travelagent.name}/:id/docs/:docId/file`, permit('travelagent', 'show'), docs.agentDocumentFileForStaff);
  app.get('/stay-reviews', permit('reservations', 'list'), reviews.listForStaff);
  app.put('/users/freelance-info/:userId', permit('travelagent', 'edit'), info.editFreelanceInfo);
  doc(app, 'profile')('put', '/users/freelance-info/{userId}', `Change a freelancer's details (${PROFILE_FIELDS.join(', ')}): {data}, the profile`, {
    params: idParam('userId'),
    body: profileFields,
    refusals: { 400: 'Field messages', 403: 'No travelagent edit permission', 404: 'No such freelancer' },
  });
  const d = doc(app, 'travel documents');
  d('get', '/travelagent/{id}/docs', "An agent's travel documents: {documents}", { params: idParam('id'), refusals: { 403: 'No travelagent show permission', 404: 'No such agent' } });
  d('get', '/travelagent/{id}/docs/{docId}/file', "A travel document's scan", { params: z.object({ id: z.uuid(), docId: z.uuid() }), refusals: { 404: 'No such document of this agent' } });
  const r = doc(app, 'reviews');
  r('get', '/stay-reviews', 'Agents’ reviews of stays, newest first (filter: reservationId, authorId, rating; range): {reviews, total}', { refusals: { 403: 'No reservations list permission' } });
  return app;
};
