import { render, screen } from '@testing-library/react';
import { AdminContext, Button } from 'react-admin';
import { i18nProvider } from '../../shared/i18nProvider';
import { setWindowWidth } from '../../portal/test/portalHarness';
import { TextButton } from './TextButton';

test("on a phone a dialog's Cancel keeps its word, where react-admin's Button without an icon would be blank", () => {
  setWindowWidth(390);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <TextButton label="ra.action.cancel" />
      <Button label="ra.action.cancel" />
    </AdminContext>,
  );
  const [ours, theirs] = screen.getAllByRole('button', { name: 'Cancel' });
  expect(ours).toHaveTextContent('Cancel');
  // react-admin names its icon button by a tooltip only: nothing to read on the button itself.
  expect(theirs).toHaveTextContent('');
});
