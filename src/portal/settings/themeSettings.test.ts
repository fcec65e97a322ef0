import { changeSetting, DEFAULT_THEME_SETTINGS, parseThemeSettings } from './themeSettings';

test('a stored object is read back; a missing setting takes its default', () => {
  const stored = { ...DEFAULT_THEME_SETTINGS, layout: 'vertical', mode: 'semi-dark', rtl: true };
  expect(parseThemeSettings(JSON.stringify(stored))).toEqual(stored);
  expect(parseThemeSettings(JSON.stringify({ layout: 'vertical' }))).toEqual({ ...DEFAULT_THEME_SETTINGS, layout: 'vertical' });
});

test.each([
  ['not JSON', '{layout: vertical'],
  ['a wrong choice', JSON.stringify({ layout: 'diagonal' })],
  ['a string for a switch', JSON.stringify({ rtl: 'yes' })],
  ['an unknown key', JSON.stringify({ layout: 'vertical', colour: 'red' })],
  ['semi-dark in the horizontal layout', JSON.stringify({ layout: 'horizontal', mode: 'semi-dark' })],
  ['an array', '[]'],
  ['null', 'null'],
])('a corrupt stored value (%s) falls back to the defaults', (_, raw) => {
  expect(parseThemeSettings(raw)).toEqual(DEFAULT_THEME_SETTINGS);
});

test('choosing the horizontal layout gives up semi-dark; other modes stay', () => {
  const semi = changeSetting({ ...DEFAULT_THEME_SETTINGS, layout: 'vertical' }, 'mode', 'semi-dark');
  expect(semi.mode).toBe('semi-dark');
  expect(changeSetting(semi, 'layout', 'horizontal')).toMatchObject({ layout: 'horizontal', mode: 'light' });
  const dark = changeSetting(semi, 'mode', 'dark');
  expect(changeSetting(dark, 'layout', 'horizontal')).toMatchObject({ layout: 'horizontal', mode: 'dark' });
});
