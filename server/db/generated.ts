import { resourceList } from '../../resources';
import { buildResourceTables } from './resourceTables';

/** One table per resource `table`, generated from the resource definitions. */
export const resourceTables = buildResourceTables(resourceList);
