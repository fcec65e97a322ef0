import { MENU_ENTRIES } from './menu/menuEntries';
import { routedEntries, SCREENS } from './screens';

test('an entry is shown and routed exactly when it is ready and its screen exists', () => {
  const ready = MENU_ENTRIES.filter((e) => e.ready).map((e) => e.route);
  expect(Object.keys(SCREENS).sort()).toEqual([...ready].sort());
  expect(routedEntries().map((e) => e.route)).toEqual(ready);
});
