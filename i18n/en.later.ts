import { enAppStaffScreens } from './appStaffScreens.en';
import { enAgents } from './en.agents';

/** The rest of the English catalogue, downloaded beside any screen but the back office's first: the agent portal's part and the staff screens'. */
export const enLater = { ...enAgents, app: { ...enAgents.app, ...enAppStaffScreens } };
