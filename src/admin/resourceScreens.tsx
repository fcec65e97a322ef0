import type { ResourceDefinition } from '../../resources/types';
import { iconOf } from './icons';
import { lazyScreen } from './lazyScreen';
import { screenOverrides } from './screenOverrides';

type Generated = { def: ResourceDefinition };
// The generated screens are chunks of their own (shared by every resource), downloaded when one is first opened.
const GeneratedList = lazyScreen<Generated>(() => import('./generated/GeneratedList').then((m) => m.GeneratedList));
const GeneratedShow = lazyScreen<Generated>(() => import('./generated/GeneratedShow').then((m) => m.GeneratedShow));
const GeneratedCreate = lazyScreen<Generated>(() => import('./generated/GeneratedForm').then((m) => m.GeneratedCreate));
const GeneratedEdit = lazyScreen<Generated>(() => import('./generated/GeneratedForm').then((m) => m.GeneratedEdit));

/**
 * The screens of a resource, generated from its definition unless `screenOverrides` replaces one, to
 * spread into `<Resource name={def.name} {...resourceScreens(def)} />`. Call it once per definition
 * (outside render) so that the components keep their identity.
 */
export const resourceScreens = (def: ResourceDefinition) => {
  const override = screenOverrides.get(def.name) ?? {};
  const list = override.list ?? (() => <GeneratedList def={def} />);
  const show = override.show ?? (() => <GeneratedShow def={def} />);
  const create = override.create ?? (() => <GeneratedCreate def={def} />);
  const edit = override.edit ?? (() => <GeneratedEdit def={def} />);
  return {
    list,
    show,
    // A read-only resource (the audit log) has no create or edit screen at all.
    ...(def.readOnly ? {} : { create, edit }),
    icon: iconOf(def.icon),
    recordRepresentation: def.recordRepresentation,
  };
};
