import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogues } from '../../i18n';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

const wait = { timeout: 30_000 };

test('saving and deleting say what was saved in the resort\'s words, not "Element created"', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/lead-sources/create');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }, wait), 'Travel fair MATTA');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lead source created', {}, wait)).toBeInTheDocument();
  expect(screen.queryByText('Element created')).not.toBeInTheDocument();

  await user.click(await screen.findByText('Travel fair MATTA', {}, wait));
  const name = await screen.findByRole('textbox', { name: /^Name/ }, wait);
  await user.type(name, ' 2026');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lead source updated', {}, wait)).toBeInTheDocument();

  await user.click(await screen.findByText('Travel fair MATTA 2026', {}, wait));
  await user.click(await screen.findByRole('button', { name: 'Delete' }, wait));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }, wait));
  expect(await screen.findByText('Lead source deleted', {}, wait)).toBeInTheDocument();
});

test('every resource has its notices in each language, worded from its own name', () => {
  const { en, my, cn } = catalogues;
  expect(en.resources.rooms).toMatchObject({ notifications: { created: 'Room created', updated: 'Room updated |||| %{smart_count} rooms updated', deleted: 'Room deleted |||| %{smart_count} rooms deleted' } });
  expect(my.resources.rooms).toMatchObject({ notifications: { created: 'Bilik dicipta', updated: 'Bilik dikemas kini |||| %{smart_count} bilik dikemas kini' } });
  expect(cn.resources.rooms).toMatchObject({ notifications: { created: '已创建客房', deleted: '已删除客房 |||| 已删除 %{smart_count} 个客房' } });
  for (const catalogue of [en, my, cn])
    for (const [name, messages] of Object.entries(catalogue.resources)) expect(messages, name).toHaveProperty('notifications.created', expect.not.stringMatching(/%\{name/));
});
