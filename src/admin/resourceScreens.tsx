import type { ResourceDefinition } from '../../resources/types';
import { GeneratedCreate, GeneratedEdit } from './generated/GeneratedForm';
import { GeneratedList } from './generated/GeneratedList';
import { GeneratedShow } from './generated/GeneratedShow';
import { iconOf } from './icons';

/**
 * The screens of a resource, generated from its definition, to spread into
 * `<Resource name={def.name} {...resourceScreens(def)} />`. Call it once per definition (outside
 * render) so that the components keep their identity.
 */
export const resourceScreens = (def: ResourceDefinition) => {
  const list = () => <GeneratedList def={def} />;
  const show = () => <GeneratedShow def={def} />;
  const create = () => <GeneratedCreate def={def} />;
  const edit = () => <GeneratedEdit def={def} />;
  return {
    list,
    show,
    // A read-only resource (the audit log) has no create or edit screen at all.
    ...(def.readOnly ? {} : { create, edit }),
    icon: iconOf(def.icon),
    recordRepresentation: def.recordRepresentation,
  };
};
