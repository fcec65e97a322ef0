import { APP_MODULES, PERMISSION_ACTIONS, type AppModule, type PermissionAction, type PermissionMatrix } from '../../../resources/types';
import type { Actor } from '../http/env';

/** The admin role's matrix: every action on every module. */
export const fullMatrix = (): PermissionMatrix => Object.fromEntries(APP_MODULES.map((m) => [m, [...PERMISSION_ACTIONS]]));

/** The editor role: everything but delete, and nothing on users or roles. */
export const editorMatrix = (): PermissionMatrix =>
  Object.fromEntries(
    APP_MODULES.filter((m) => m !== 'users' && m !== 'roles').map((m) => [m, PERMISSION_ACTIONS.filter((a) => a !== 'delete')]),
  );

/** Whether a staff member may do `action` on `module`. The admin role may always do everything. */
export const can = (actor: Actor, module: AppModule, action: PermissionAction) =>
  actor.kind === 'staff' && (actor.roleName === 'admin' || (actor.permissions[module] ?? []).includes(action));
