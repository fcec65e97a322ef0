import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

/** The helper text under an input: MUI renders it inside the input's FormControl. */
const formControlOf = (input: HTMLElement) => input.closest('.MuiFormControl-root') as HTMLElement;

test("the create form shows the server's field error under the input it concerns", async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/buildings/create');
  const user = userEvent.setup();
  const name = await screen.findByRole('textbox', { name: /name/i }, { timeout: 15_000 });
  await user.type(name, 'Reef Annex');
  // Building A already exists in the demo resort: the server answers 409 with errors.code.
  const code = screen.getByRole('textbox', { name: /code/i });
  await user.type(code, 'A');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(formControlOf(code)).findByText('Already in use', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(within(formControlOf(name)).queryByText('Already in use')).not.toBeInTheDocument();
});

test('the role form edits permissions in a matrix, and the admin role is locked to everything', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/roles');
  const user = userEvent.setup();
  await user.click(await screen.findByText('editor', {}, { timeout: 15_000 }));
  const usersList = await screen.findByLabelText('Users: List', {}, { timeout: 10_000 });
  expect(usersList).not.toBeChecked();
  expect(screen.getByLabelText('Rooms: Edit')).toBeChecked();
  await user.click(screen.getByLabelText('All: Users'));
  expect(usersList).toBeChecked();
  expect(screen.getByLabelText('Users: Delete')).toBeChecked();

  await user.click(screen.getByRole('menuitem', { name: 'Roles' }));
  await user.click(await screen.findByText('admin', { selector: 'td *, td' }, { timeout: 10_000 }));
  expect(await screen.findByText('The admin role always has every permission.', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByLabelText('Roles: Delete')).toBeDisabled();
});
