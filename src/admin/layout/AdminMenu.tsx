import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import { createElement } from 'react';
import { Menu, useCanAccessResources, useCreatePath, useGetResourceLabel, useSidebarState, useTranslate } from 'react-admin';
import { resourceList } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/types';
import { iconOf } from '../icons';

const GROUPS: readonly ResourceDefinition['group'][] = ['setup', 'rooms', 'transport', 'activities', 'sales', 'people', 'system'];
const NAMES = resourceList.map((def) => def.name);

/** The sidebar: resources by group, each only when the user's role may list it; empty groups vanish. */
export const AdminMenu = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const label = useGetResourceLabel();
  const [open] = useSidebarState();
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: NAMES });
  const allowed = (def: ResourceDefinition) => !isPending && canAccess?.[def.name] === true;
  return (
    <Menu>
      <Menu.DashboardItem />
      {/* A flat list: MenuList refuses fragments as children. */}
      {GROUPS.flatMap((group) => {
        const items = resourceList.filter((def) => def.group === group && allowed(def));
        if (items.length === 0) return [];
        const header = open ? (
          <ListSubheader key={`group:${group}`} disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', textTransform: 'uppercase', fontSize: 12 }}>
            {translate(`app.menu.groups.${group}`)}
          </ListSubheader>
        ) : (
          <Divider key={`group:${group}`} sx={{ my: 0.5 }} />
        );
        return [
          header,
          ...items.map((def) => (
            <Menu.Item
              key={def.name}
              to={createPath({ resource: def.name, type: 'list' })}
              primaryText={label(def.name, 2)}
              leftIcon={createElement(iconOf(def.icon))}
            />
          )),
        ];
      })}
    </Menu>
  );
};
