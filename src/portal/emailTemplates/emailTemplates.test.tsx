import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

const wait = { timeout: 15_000 };

test("an agency editor adds a template from the user menu's E-mail templates, changes it and deletes it; a blank subject is refused on its field", async () => {
  await signIn('sales@agency.test');
  const user = userEvent.setup();
  renderPortal('/');
  await user.click(await screen.findByRole('button', { name: /^FH/ }, wait));
  await user.click(await screen.findByRole('menuitem', { name: 'E-mail templates' }, wait));
  expect(await screen.findByRole('heading', { level: 1, name: 'E-mail templates' }, wait)).toBeInTheDocument();
  expect(await screen.findByText('No Data Found', {}, wait)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'New template' }));
  let dialog = within(await screen.findByRole('dialog', { name: 'New e-mail template' }));
  await user.type(dialog.getByRole('textbox', { name: /Template name/ }), 'Welcome');
  await user.type(dialog.getByRole('textbox', { name: /Subject/ }), '   ');
  await user.type(dialog.getByRole('textbox', { name: /Message/ }), 'Dear guest, your chalet is ready.');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  // A blank subject is refused on its field before anything is sent.
  expect(await dialog.findByText('Required')).toBeInTheDocument();
  await user.type(dialog.getByRole('textbox', { name: /Subject/ }), 'Your island stay');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status', {}, wait)).toHaveTextContent('Template saved');
  const card = within(await screen.findByRole('region', { name: 'Welcome' }, wait));
  expect(card.getByText('Your island stay')).toBeInTheDocument();
  expect(card.getByText('Dear guest, your chalet is ready.')).toBeInTheDocument();

  await user.click(card.getByRole('button', { name: 'Edit Welcome' }));
  dialog = within(await screen.findByRole('dialog', { name: 'Edit Welcome' }));
  const subject = dialog.getByRole('textbox', { name: /Subject/ });
  await user.clear(subject);
  await user.type(subject, 'Welcome to the island');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('region', { name: 'Welcome' })).toHaveTextContent('Welcome to the island'), wait);

  await user.click(within(screen.getByRole('region', { name: 'Welcome' })).getByRole('button', { name: 'Delete Welcome' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Delete Welcome?' }));
  await user.click(confirm.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument(), wait);
  expect(await screen.findByText('No Data Found', {}, wait)).toBeInTheDocument();
});

test("an agency viewer reads the agency's templates and is offered no change", async () => {
  const created = await call('POST', '/api/agent/agent-email-file', { token: await tokenOf('ta@agency.test'), body: { name: 'Price list', subject: 'Our rates', body: 'Rates below.' } });
  expect(created.status).toBe(201);
  await signIn('accounts@agency.test');
  renderPortal('/agent/email-templates');
  const card = within(await screen.findByRole('region', { name: 'Price list' }, wait));
  expect(card.getByText('Our rates')).toBeInTheDocument();
  expect(card.queryByRole('button', { name: 'Edit Price list' })).not.toBeInTheDocument();
  expect(card.queryByRole('button', { name: 'Delete Price list' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
  expect(screen.getByText('Your agency role lets you read the templates; its admins and editors change them.')).toBeInTheDocument();
});
