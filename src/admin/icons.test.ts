import { resourceList } from '../../resources';
import { isIconName } from './icons';

test('every resource definition names an icon of the registry', () => {
  const missing = resourceList.filter((def) => !isIconName(def.icon)).map((def) => `${def.name}: ${def.icon}`);
  expect(missing).toEqual([]);
});
