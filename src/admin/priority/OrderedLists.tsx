import { resources } from '../../../resources';
import { GeneratedList } from '../generated/GeneratedList';
import { PriorityOrderButton } from './PriorityOrderButton';

/** The room types list, by priority (its default sort), with "Change order" beside Create. */
export const RoomTypeList = () => <GeneratedList def={resources['room-types']} actions={<PriorityOrderButton def={resources['room-types']} />} />;

/** The add-on categories list, by priority, with "Change order" beside Create. */
export const AddonCategoryList = () => <GeneratedList def={resources['addon-categories']} actions={<PriorityOrderButton def={resources['addon-categories']} />} />;
