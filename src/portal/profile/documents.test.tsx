import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { slipPng } from '../../../server/test/money';
import { getToken, getUser } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call } = usePortalApi();
beforeEach(async () => {
  // jsdom's FormData and File do not reach the in-process server through Node's fetch: the form is
  // built with Node's own, as a browser builds it with its own.
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const wait = { timeout: 15_000 };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const scan = (bytes: Uint8Array, name: string, type: string) => new NodeFile([bytes], name, { type }) as unknown as File;
/** A date `days` from today, as the date field takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Listed {
  kind: string;
  number: string;
  expiresOn: string | null;
  file: { name: string } | null;
}
const onServer = async () => (await call<{ documents: Listed[] }>('GET', `/api/agent/users/docs/${getUser()?.id}`, { token: getToken() ?? '' })).json.documents;
const section = () => screen.findByRole('region', { name: 'Travel documents' }, wait);

const openAdd = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(await section()).getByRole('button', { name: 'Add document' }));
  return screen.findByRole('dialog', { name: 'Add a document' });
};
const chooseKind = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, kind: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: 'Document' }));
  await user.click(await screen.findByRole('option', { name: kind }));
};

test('a document is filed with its scan; one expiring within 30 days is flagged; the server’s refusal shows on its field', async () => {
  await signIn('ta@agency.test');
  renderPortal('/agent/profile?tab=documents');
  const user = userEvent.setup();
  expect(await within(await section()).findByText('No Data Found', {}, wait)).toBeInTheDocument();

  let dialog = await openAdd(user);
  await chooseKind(user, dialog, 'IC (MyKad)');
  await user.type(within(dialog).getByRole('textbox', { name: 'Number' }), '12345');
  await user.upload(within(dialog).getByLabelText('Scan (image or PDF, at most 5 MB)'), scan(slipPng(), 'ic.png', 'image/png'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Invalid IC number')).toBeInTheDocument();
  expect(await onServer()).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  dialog = await openAdd(user);
  // Nothing is sent without a scan.
  await user.type(within(dialog).getByRole('textbox', { name: 'Number' }), 'KPK/LN 9876');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('Choose a file to upload')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Expiry date'), inDays(10));
  await user.upload(within(dialog).getByLabelText('Scan (image or PDF, at most 5 MB)'), scan(PDF, 'motac.pdf', 'application/pdf'));
  expect(within(dialog).getByText('motac.pdf')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  const travel = within(await section());
  expect(await travel.findByText('Document saved.')).toBeInTheDocument();
  const row = (await travel.findByRole('cell', { name: 'Tourism licence (MOTAC)' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('KPK/LN 9876')).toBeInTheDocument();
  expect(within(row).getByText('Expires soon')).toBeInTheDocument();
  expect(travel.getByText('One document has expired or expires within 30 days. Please upload a renewed copy.')).toBeInTheDocument();
  expect(await onServer()).toEqual([expect.objectContaining({ kind: 'tourism-licence', number: 'KPK/LN 9876', expiresOn: inDays(10), file: expect.objectContaining({ name: 'motac.pdf' }) })]);

  // The scan is private: it is fetched with the sign-in and opened from the browser's memory.
  const opened = vi.fn();
  vi.stubGlobal('open', opened);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:motac'), revokeObjectURL: vi.fn() }));
  await user.click(within(row).getByRole('button', { name: 'Open motac.pdf' }));
  await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:motac', '_blank', 'noopener'));
});

test('a renewed document replaces the old date and clears the flag; a removed one asks first', async () => {
  await signIn('freelancer@agent.test');
  renderPortal('/agent/profile?tab=documents');
  const user = userEvent.setup();
  const dialog = await openAdd(user);
  await chooseKind(user, dialog, 'Passport');
  await user.type(within(dialog).getByRole('textbox', { name: 'Number' }), 'k1234567');
  await user.type(within(dialog).getByLabelText('Expiry date'), inDays(-3));
  await user.upload(within(dialog).getByLabelText('Scan (image or PDF, at most 5 MB)'), scan(slipPng(2), 'passport.png', 'image/png'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const travel = within(await section());
  const row = () => travel.getByRole('cell', { name: 'Passport' }).closest('tr') as HTMLElement;
  expect(await travel.findByText('Expired')).toBeInTheDocument();
  expect(within(row()).getByText('K1234567')).toBeInTheDocument();

  await user.click(within(row()).getByRole('button', { name: 'Edit Passport' }));
  const edit = await screen.findByRole('dialog', { name: 'Edit Passport' });
  expect(within(edit).getByText('Keeps passport.png unless you choose another file.')).toBeInTheDocument();
  const date = within(edit).getByLabelText('Expiry date');
  await user.clear(date);
  await user.type(date, inDays(3650));
  await user.click(within(edit).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(row()).getByText('Valid')).toBeInTheDocument());
  expect(travel.queryByText(/expires within 30 days/)).not.toBeInTheDocument();
  expect(await onServer()).toEqual([expect.objectContaining({ number: 'K1234567', expiresOn: inDays(3650), file: expect.objectContaining({ name: 'passport.png' }) })]);

  await user.click(within(row()).getByRole('button', { name: 'Remove Passport' }));
  const ask = await screen.findByRole('dialog', { name: 'Remove Passport K1234567?' });
  await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
  expect(await onServer()).toHaveLength(1);
  await user.click(within(row()).getByRole('button', { name: 'Remove Passport' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Remove Passport K1234567?' })).getByRole('button', { name: 'Remove' }));
  expect(await travel.findByText('Document removed.')).toBeInTheDocument();
  expect(await travel.findByText('No Data Found')).toBeInTheDocument();
  expect(await onServer()).toEqual([]);
});
