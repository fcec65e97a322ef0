import { screen } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

test("a time field's label stays above the browser's own --:-- placeholder instead of over it", async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/trip-costs/create');
  const input = await screen.findByLabelText('Departure time', {}, { timeout: 30_000 });
  const label = document.querySelector(`label[for="${input.id}"]`);
  expect(label).toHaveAttribute('data-shrink', 'true');
});
