import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import { createElement } from 'react';
import { Menu, useBasename, useCanAccessResources, useCreatePath, useGetResourceLabel, useSidebarState, useTranslate } from 'react-admin';
import { resourceMenuList } from '../../../resources/menuEntries';
import { DashboardMenuItem } from '../dashboard/DashboardMenuItem';
import { iconOf } from '../icons';
import { EXTRA_MENU_ITEMS, EXTRA_MENU_MODULES, type ExtraMenuItem, type MenuGroup } from './extraMenuItems';

const GROUPS: readonly MenuGroup[] = ['today', 'setup', 'rooms', 'transport', 'activities', 'sales', 'people', 'system'];
const NAMES = [...new Set([...resourceMenuList.map((entry) => entry.name), ...EXTRA_MENU_MODULES])];
const SHOWN = [...new Set(EXTRA_MENU_ITEMS.filter((item) => item.action === 'show').flatMap((item) => item.needs))];
const CREATED = [...new Set(EXTRA_MENU_ITEMS.filter((item) => item.action === 'create').flatMap((item) => item.needs))];

/**
 * The sidebar: resources by group, each only when the user's role may list it, with the screens
 * that are not generic resources (reservations, availability) in their groups; empty groups vanish.
 */
export const AdminMenu = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const label = useGetResourceLabel();
  const [open] = useSidebarState();
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: NAMES });
  const may = (name: string) => !isPending && canAccess?.[name] === true;
  const shown = useCanAccessResources({ action: 'show', resources: SHOWN });
  const mayShow = (name: string) => !shown.isPending && shown.canAccess?.[name] === true;
  const created = useCanAccessResources({ action: 'create', resources: CREATED });
  const mayCreate = (name: string) => !created.isPending && created.canAccess?.[name] === true;
  const allowed = (item: ExtraMenuItem) => (item.action === 'show' ? mayShow : item.action === 'create' ? mayCreate : may);
  const extra = (item: ExtraMenuItem) => (
    <Menu.Item key={item.key} to={`${basename}${item.path}`} primaryText={translate(item.label)} leftIcon={createElement(item.icon)} />
  );
  return (
    <Menu>
      <DashboardMenuItem />
      {/* A flat list: MenuList refuses fragments as children. */}
      {GROUPS.flatMap((group) => {
        const extras = EXTRA_MENU_ITEMS.filter((item) => item.group === group && item.needs.every(allowed(item)));
        const resources = resourceMenuList
          .filter((entry) => entry.group === group && may(entry.name))
          .map((entry) => (
            <Menu.Item
              key={entry.name}
              to={createPath({ resource: entry.name, type: 'list' })}
              primaryText={label(entry.name, 2)}
              leftIcon={createElement(iconOf(entry.icon))}
            />
          ));
        const items = [...extras.filter((item) => item.first).map(extra), ...resources, ...extras.filter((item) => !item.first).map(extra)];
        if (items.length === 0) return [];
        const header = open ? (
          // The sidebar is a role="menu" list, which may hold only menu items: the group's name is read as text, not as an item.
          <ListSubheader key={`group:${group}`} role="none" disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', textTransform: 'uppercase', fontSize: 12 }}>
            {translate(`app.menu.groups.${group}`)}
          </ListSubheader>
        ) : (
          <Divider key={`group:${group}`} sx={{ my: 0.5 }} />
        );
        return [header, ...items];
      })}
    </Menu>
  );
};
