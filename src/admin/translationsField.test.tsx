import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

test("a tax's form has one box per other language for its name, and the tax shows what was saved", async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/taxes');
  const user = userEvent.setup();
  await user.click(await screen.findByText('Tourism Tax', { selector: 'td *, td' }, { timeout: 15_000 }));
  const names = await screen.findByRole('group', { name: 'Name in other languages' }, { timeout: 10_000 });
  const malay = within(names).getByRole('textbox', { name: 'Bahasa Melayu' });
  expect(malay).toHaveValue('Cukai Pelancongan');
  expect(within(names).getByRole('textbox', { name: '中文' })).toHaveValue('旅游税');

  await user.clear(malay);
  await user.type(malay, 'Cukai Pelancongan Malaysia');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByText('Tourism Tax', { selector: 'td *, td' }, { timeout: 10_000 }));
  expect(await within(await screen.findByRole('group', { name: 'Name in other languages' }, { timeout: 10_000 })).findByRole('textbox', { name: 'Bahasa Melayu' })).toHaveValue(
    'Cukai Pelancongan Malaysia',
  );
});
