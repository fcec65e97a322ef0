import type { ComponentType } from 'react';
import type { ResourceDefinition, ResourceMenuEntry } from '../../resources/types';
import { iconOf } from './icons';
import { lazyScreen } from './lazyScreen';
import { screenOverrides } from './screenOverrides';

type Named = { name: ResourceMenuEntry['name'] };

/**
 * A generated screen for the resource it is given by name: the screen's code and the resources'
 * definitions download the first time one is opened (a chunk each, shared by every resource), so the
 * back office's first screen ships neither.
 */
const generated = (load: () => Promise<ComponentType<{ def: ResourceDefinition }>>) =>
  lazyScreen<Named>(async () => {
    const [Screen, { resources }] = await Promise.all([load(), import('../../resources')]);
    const GeneratedScreen = ({ name }: Named) => <Screen def={resources[name]} />;
    return GeneratedScreen;
  });

const GeneratedList = generated(() => import('./generated/GeneratedList').then((m) => m.GeneratedList));
const GeneratedShow = generated(() => import('./generated/GeneratedShow').then((m) => m.GeneratedShow));
const GeneratedCreate = generated(() => import('./generated/GeneratedForm').then((m) => m.GeneratedCreate));
const GeneratedEdit = generated(() => import('./generated/GeneratedForm').then((m) => m.GeneratedEdit));

/**
 * The screens of a resource, generated from its definition unless `screenOverrides` replaces one, to
 * spread into `<Resource name={entry.name} {...resourceScreens(entry)} />`. Call it once per resource
 * (outside render) so that the components keep their identity.
 */
export const resourceScreens = (entry: ResourceMenuEntry) => {
  const override = screenOverrides.get(entry.name) ?? {};
  const list = override.list ?? (() => <GeneratedList name={entry.name} />);
  const show = override.show ?? (() => <GeneratedShow name={entry.name} />);
  const create = override.create ?? (() => <GeneratedCreate name={entry.name} />);
  const edit = override.edit ?? (() => <GeneratedEdit name={entry.name} />);
  return {
    list,
    show,
    // A read-only resource (the audit log) has no create or edit screen at all.
    ...(entry.readOnly ? {} : { create, edit }),
    icon: iconOf(entry.icon),
    recordRepresentation: entry.recordRepresentation,
  };
};
