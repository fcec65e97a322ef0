import { enAppAgents } from './appAgents.en';
import { enAppStaffScreens } from './appStaffScreens.en';

/**
 * The English messages the back office's first screen does not show: the agent portal's (appAgents.en.ts)
 * and the staff screens' (appStaffScreens.en.ts), downloaded when needed.
 */
export const enAppLater = { ...enAppAgents, ...enAppStaffScreens } as const;
