import { resources } from '../../../resources';
import { GeneratedEdit } from '../generated/GeneratedForm';
import { PeriodsAndRates } from './PeriodsAndRates';

/** The tour-package edit screen: the generated form, then the package's periods and their rate sheets. */
export const PackageEdit = () => (
  <GeneratedEdit def={resources['tour-packages']}>
    <PeriodsAndRates />
  </GeneratedEdit>
);
