import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '../shared/dataProvider';
import { request } from '../shared/request';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';
import { validatorsOf } from './validators';

useMockApi();
afterEach(() => vi.restoreAllMocks());

const wait = { timeout: 15_000 };
type Doc = { id: string; title: string; file: string; kind: string };

const pickerOf = (label: string) => screen.getByText(label).closest('label')?.querySelector('input[type="file"]') as HTMLInputElement;

test('an agent document is created with a PDF uploaded through the upload endpoint, and its page links to the file', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/agent-documents/create');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Title/ }, wait), 'Cancellation policy 2027');

  // jsdom's File loses its bytes on the way through MSW, so the upload itself is tested on the server.
  const upload = vi.spyOn(dataProvider, 'upload').mockResolvedValue({ id: 'u1', url: '/uploads/00000000-0000-4000-8000-0000000000aa.pdf', contentType: 'application/pdf', size: 1200, originalName: 'policy.pdf' });
  const picker = pickerOf('Choose a PDF or image');
  expect(picker.accept).toBe('application/pdf,image/jpeg,image/png,image/webp,image/gif');
  await user.upload(picker, new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' }));
  const link = await screen.findByRole('link', { name: '00000000-0000-4000-8000-0000000000aa.pdf' }, wait);
  expect(link).toHaveAttribute('href', '/uploads/00000000-0000-4000-8000-0000000000aa.pdf');
  expect(link).toHaveAttribute('target', '_blank');
  expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['policy.pdf']);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  let saved: Doc | undefined;
  await waitFor(async () => {
    [saved] = await request<Doc[]>({ path: '/agent-documents', payload: { filter: { q: 'Cancellation policy 2027' } } });
    expect(saved).toMatchObject({ file: '/uploads/00000000-0000-4000-8000-0000000000aa.pdf', kind: 'contract-rates' });
  }, wait);

  renderAdmin(`/admin/agent-documents/${saved?.id}/show`);
  const shown = await screen.findAllByRole('link', { name: '00000000-0000-4000-8000-0000000000aa.pdf' }, wait);
  expect(shown[shown.length - 1]).toHaveAttribute('href', '/uploads/00000000-0000-4000-8000-0000000000aa.pdf');
});

test("the demo documents and banners list in their generated screens, and a document's edit form links its file", async () => {
  await signIn('admin@resort.test');
  const docs = renderAdmin('/admin/agent-documents');
  expect(await screen.findByText('Resort brochure 2027', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('Contract rates 2027 – Gold agents')).toBeInTheDocument();
  docs.unmount();

  const [brochure] = await request<Doc[]>({ path: '/agent-documents', payload: { filter: { q: 'Resort brochure 2027' } } });
  const edit = renderAdmin(`/admin/agent-documents/${brochure.id}`);
  expect(await screen.findByRole('link', { name: 'demo-brochure-2027.pdf' }, wait)).toHaveAttribute('href', '/uploads/demo-brochure-2027.pdf');
  edit.unmount();

  renderAdmin('/admin/banners');
  const cell = await screen.findByText('House reef snorkelling', {}, wait);
  const table = cell.closest('table') as HTMLElement;
  expect(within(table).getByText('Social post 1200 × 628')).toBeInTheDocument();
  expect(within(table).getByText('Leaderboard 728 × 90')).toBeInTheDocument();
});

test('a banner keeps its artwork through the image input; a file must be an upload or a web address', async () => {
  await signIn('admin@resort.test');
  const [reef] = await request<{ id: string; image: string }[]>({ path: '/banners', payload: { filter: { q: 'House reef' } } });
  renderAdmin(`/admin/banners/${reef.id}`);
  const user = userEvent.setup();
  expect(await screen.findByRole('textbox', { name: /Title/ }, wait)).toHaveValue('House reef snorkelling');
  const preview = document.querySelector('img[src="/uploads/demo-banner-reef.svg"]');
  expect(preview).not.toBeNull();
  vi.spyOn(dataProvider, 'upload').mockResolvedValue({ id: 'u2', url: '/uploads/00000000-0000-4000-8000-0000000000bb.png', contentType: 'image/png', size: 10, originalName: 'reef.png' });
  await user.upload(pickerOf('Choose a file'), new File(['png'], 'reef.png', { type: 'image/png' }));
  await waitFor(() => expect(document.querySelector('img[src="/uploads/00000000-0000-4000-8000-0000000000bb.png"]')).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(async () => {
    const [saved] = await request<{ image: string }[]>({ path: '/banners', payload: { filter: { q: 'House reef' } } });
    expect(saved.image).toBe('/uploads/00000000-0000-4000-8000-0000000000bb.png');
  }, wait);

  const [check] = validatorsOf({ type: 'file' }, 'create');
  const values = {};
  const props = { source: 'file' };
  expect(check('/uploads/a1b2.pdf', values, props)).toBeUndefined();
  expect(check('https://example.test/rates.pdf', values, props)).toBeUndefined();
  expect(check('javascript:alert(1)', values, props)).toMatchObject({ message: 'app.fileField.invalid' });
  expect(check('/etc/passwd', values, props)).toMatchObject({ message: 'app.fileField.invalid' });
});
