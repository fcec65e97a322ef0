import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_SETTINGS_KEY } from '../shared/session';
import { signIn, renderPortal, usePortalApi } from './test/portalHarness';

usePortalApi();
beforeEach(() => signIn('ta@agency.test'));

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 15_000 });
/** The vertical layout's menu sits in the sidebar drawer; the horizontal one in the top bar. */
const layoutShown = async () => ((await mainMenu()).closest('.MuiDrawer-paper') ? 'vertical' : 'horizontal');
const openCustomizer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Theme customizer' }, { timeout: 15_000 }));
  return within(await screen.findByRole('dialog', { name: 'Theme customizer' }));
};

test('the default is the horizontal layout; switching to vertical is remembered in this browser', async () => {
  const user = userEvent.setup();
  const first = renderPortal('/');
  expect(await layoutShown()).toBe('horizontal');
  const customizer = await openCustomizer(user);
  expect(within(customizer.getByRole('group', { name: 'Layout' })).getByRole('button', { name: 'Horizontal' })).toHaveAttribute('aria-pressed', 'true');
  // Semi-dark is not offered in the horizontal layout.
  expect(within(customizer.getByRole('group', { name: 'Mode' })).queryByRole('button', { name: 'Semi dark' })).not.toBeInTheDocument();
  await user.click(customizer.getByRole('button', { name: 'Vertical' }));
  // The customizer stays open while the layout changes under it.
  expect(within(customizer.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Semi dark' })).toBeInTheDocument();
  await user.click(customizer.getByRole('button', { name: 'Close the customizer' }));
  expect(await layoutShown()).toBe('vertical');
  expect(JSON.parse(localStorage.getItem(THEME_SETTINGS_KEY) ?? '{}')).toMatchObject({ layout: 'vertical', mode: 'light', navbarType: 'sticky', footerType: 'static', rtl: false });
  first.unmount();

  renderPortal('/');
  expect(await layoutShown()).toBe('vertical');
});

test('a corrupt stored value falls back to the defaults', async () => {
  localStorage.setItem(THEME_SETTINGS_KEY, '{"layout":"vertical","mode":"neon"}');
  const user = userEvent.setup();
  renderPortal('/');
  expect(await layoutShown()).toBe('horizontal');
  const customizer = await openCustomizer(user);
  expect(within(customizer.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(customizer.getByRole('group', { name: 'Navbar type' })).getByRole('button', { name: 'Sticky' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(customizer.getByRole('group', { name: 'Footer type' })).getByRole('button', { name: 'Static' })).toHaveAttribute('aria-pressed', 'true');
});

test('below 1200 px the horizontal layout falls back to vertical, its sidebar a drawer', async () => {
  renderPortal('/', { width: 1199 });
  expect(await screen.findByRole('button', { name: 'Open the menu' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
});

test('navbar and footer types, RTL and the footer\'s version', async () => {
  const user = userEvent.setup();
  renderPortal('/');
  expect(await screen.findByText('v0.1.0', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Powered by the resort booking platform')).toBeInTheDocument();
  await screen.findByRole('link', { name: /^Wallet balance/ });
  const customizer = await openCustomizer(user);
  await user.click(within(customizer.getByRole('group', { name: 'Navbar type' })).getByRole('button', { name: 'Hidden' }));
  expect(screen.queryByRole('link', { name: /^Wallet balance/ })).not.toBeInTheDocument();
  await user.click(within(customizer.getByRole('group', { name: 'Footer type' })).getByRole('button', { name: 'Hidden' }));
  expect(screen.queryByText('v0.1.0')).not.toBeInTheDocument();
  await user.click(customizer.getByRole('switch', { name: 'Right to left (RTL)' }));
  expect(document.documentElement.dir).toBe('rtl');
  await user.click(customizer.getByRole('button', { name: 'Reset to defaults' }));
  expect(document.documentElement.dir).toBe('ltr');
  await user.click(customizer.getByRole('button', { name: 'Close the customizer' }));
  expect(await screen.findByRole('link', { name: /^Wallet balance/ })).toBeInTheDocument();
});

test('the customizer opens from the navbar, covering nothing; on a phone, whose navbar has no room, from the user menu', async () => {
  const user = userEvent.setup();
  const wide = renderPortal('/');
  const bar = (await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 15_000 })).closest('header');
  expect(within(bar as HTMLElement).getByRole('button', { name: 'Theme customizer' })).toBeInTheDocument();
  wide.unmount();
  renderPortal('/', { width: 390 });
  await user.click(await screen.findByRole('button', { name: /Account of Siti Abdullah/ }, { timeout: 15_000 }));
  expect(screen.queryByRole('button', { name: 'Theme customizer' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Theme customizer' }));
  expect(await screen.findByRole('dialog', { name: 'Theme customizer' })).toBeInTheDocument();
});

test('with nothing stored, the customizer shows the spec\'s defaults: horizontal, light, sticky navbar, static footer, left to right', async () => {
  const user = userEvent.setup();
  renderPortal('/');
  const customizer = await openCustomizer(user);
  const pressed = (group: string) => within(customizer.getByRole('group', { name: group })).getAllByRole('button', { pressed: true }).map((b) => b.textContent);
  expect(pressed('Layout')).toEqual(['Horizontal']);
  expect(pressed('Mode')).toEqual(['Light']);
  expect(pressed('Navbar type')).toEqual(['Sticky']);
  expect(pressed('Footer type')).toEqual(['Static']);
  expect(customizer.getByRole('switch', { name: 'Right to left (RTL)' })).not.toBeChecked();
  expect(customizer.getByRole('switch', { name: 'Hide scroll to top' })).not.toBeChecked();
  expect(document.documentElement.dir).toBe('ltr');
});

test('a floating navbar sits apart from the window\'s edges with rounded corners and still follows the page; a static one scrolls away', async () => {
  const user = userEvent.setup();
  renderPortal('/');
  const header = (await screen.findByRole('link', { name: /^Wallet balance/ }, { timeout: 15_000 })).closest('header') as HTMLElement;
  // The customizer's drawer hides the page from the accessibility tree while it is open: the bar is kept from before.
  const bar = () => header;
  expect(bar()).toHaveStyle({ position: 'sticky' });
  expect(getComputedStyle(bar()).borderRadius).toBe('');
  const customizer = await openCustomizer(user);
  await user.click(within(customizer.getByRole('group', { name: 'Navbar type' })).getByRole('button', { name: 'Floating' }));
  expect(bar()).toHaveStyle({ position: 'sticky', top: '12px', width: 'auto' });
  expect(getComputedStyle(bar()).borderRadius).not.toBe('');
  await user.click(within(customizer.getByRole('group', { name: 'Navbar type' })).getByRole('button', { name: 'Static' }));
  expect(bar()).toHaveStyle({ position: 'static' });
  expect(getComputedStyle(bar()).borderRadius).toBe('');
  expect(JSON.parse(localStorage.getItem(THEME_SETTINGS_KEY) ?? '{}')).toMatchObject({ navbarType: 'static' });
});

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
};

test('the scroll-to-top control appears after 160 px of scrolling, takes the page back up, and can be hidden', async () => {
  const user = userEvent.setup();
  const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderPortal('/');
  await screen.findByRole('link', { name: /^Wallet balance/ }, { timeout: 15_000 });
  // Hidden, the control has no accessible name yet: it is found by its label.
  const control = () => screen.getByLabelText('Scroll to top', { selector: 'button' });
  expect(control()).not.toBeVisible();
  act(() => scrollTo(160));
  expect(control()).not.toBeVisible();
  act(() => scrollTo(161));
  await waitFor(() => expect(control()).toBeVisible());
  await user.click(control());
  expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  act(() => scrollTo(0));
  await waitFor(() => expect(control()).not.toBeVisible());

  act(() => scrollTo(400));
  await waitFor(() => expect(control()).toBeVisible());
  const customizer = await openCustomizer(user);
  await user.click(customizer.getByRole('switch', { name: 'Hide scroll to top' }));
  expect(screen.queryByLabelText('Scroll to top', { selector: 'button' })).not.toBeInTheDocument();
  act(() => scrollTo(0));
});
