import { resources } from '../../../resources';
import { GeneratedEdit } from '../generated/GeneratedForm';
import { DivingStaffPanel } from './DivingStaffPanel';

/** The dive centre's edit screen: the generated form, then its instructors and their assignment. */
export const DivingDepartmentEdit = () => (
  <GeneratedEdit def={resources['diving-departments']}>
    <DivingStaffPanel />
  </GeneratedEdit>
);
