import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

const wait = { timeout: 15_000 };

test('staff generate a batch of promo codes from the list and see the new codes', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/promo-codes');
  const user = userEvent.setup();
  const generate = await screen.findByRole('button', { name: 'Generate codes' }, wait);
  // In the list's toolbar, beside Create and Export, not floating above the list.
  const toolbar = generate.closest('[class*="RaTopToolbar"]') as HTMLElement;
  expect(toolbar).not.toBeNull();
  expect(within(toolbar).getByRole('link', { name: 'Create' })).toBeInTheDocument();
  await user.click(generate);
  const dialog = await screen.findByRole('dialog', { name: 'Generate promo codes' }, wait);

  const count = within(dialog).getByRole('spinbutton', { name: /how many codes/i });
  await user.clear(count);
  await user.type(count, '3');
  await user.type(within(dialog).getByRole('textbox', { name: /prefix/i }), 'SUMMER');
  fireEvent.change(within(dialog).getByLabelText(/expiry date/i), { target: { value: '2027-08-31' } });
  await user.type(within(dialog).getByRole('spinbutton', { name: /cash discount/i }), '40');
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

  const list = await within(dialog).findByTestId('generated-codes', {}, wait);
  const codes = within(list).getAllByRole('listitem').map((item) => item.textContent ?? '');
  expect(codes).toHaveLength(3);
  for (const code of codes) expect(code).toMatch(/^SUMMER[A-HJ-NP-Z2-9]{8}$/);
  expect(await screen.findByText('3 codes generated', {}, wait)).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
  // The list behind the dialog was refreshed: it reads the new codes.
  expect(await screen.findByText(codes[0], {}, wait)).toBeInTheDocument();
});

test('a refused generation keeps the dialog open with the server message under the field', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/promo-codes');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Generate codes' }, wait));
  const dialog = await screen.findByRole('dialog', { name: 'Generate promo codes' }, wait);
  fireEvent.change(within(dialog).getByLabelText(/expiry date/i), { target: { value: '2027-08-31' } });
  // Check-in to before check-in from: the server answers 400 on checkInTo.
  fireEvent.change(within(dialog).getByLabelText(/check-in from/i), { target: { value: '2027-05-01' } });
  fireEvent.change(within(dialog).getByLabelText(/check-in to/i), { target: { value: '2027-04-01' } });
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  const checkInTo = within(dialog).getByLabelText(/check-in to/i).closest('.MuiFormControl-root') as HTMLElement;
  expect(await within(checkInTo).findByText('Must not be before the start', {}, wait)).toBeInTheDocument();
  expect(within(dialog).queryByTestId('generated-codes')).not.toBeInTheDocument();
});
