import type { ResourceDefinition } from '../../resources/types';
import { GeneratedCreate, GeneratedEdit } from './generated/GeneratedForm';
import { GeneratedList } from './generated/GeneratedList';
import { GeneratedShow } from './generated/GeneratedShow';
import { iconOf } from './icons';
import { screenOverrides } from './screenOverrides';

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
