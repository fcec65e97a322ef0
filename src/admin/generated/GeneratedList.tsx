import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import {
  BulkDeleteButton, BulkExportButton, CanAccess, CreateButton, DataTable, DeleteButton, EditButton, ExportButton, FilterButton, List,
  NullableBooleanInput, Pagination, SearchInput, ShowButton, TopToolbar, useCanAccess, useResourceContext, useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../../resources/types';
import { FieldInput, FieldValue } from '../fieldTypes';
import { DateValue } from '../fields/dates';
import { filterFields, hasSearch, isSortable, listFields, systemSortColumn } from './fields';

/** The list's filters: the always-on search box, then one input per `filter` field. */
const filtersOf = (def: ResourceDefinition): ReactElement[] => [
  ...(hasSearch(def) ? [<SearchInput key="q" source="q" alwaysOn />] : []),
  ...filterFields(def).map(([name, f]) =>
    f.type === 'boolean' ? <NullableBooleanInput key={name} source={name} /> : <FieldInput key={name} source={name} def={f} validate={[]} />,
  ),
];

/** The list's toolbar: filters, Create, Export, and a resource's own `extra` buttons (e.g. Generate codes). */
const ListActions = ({ def, filters, extra }: { def: ResourceDefinition; filters: boolean; extra?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {def.readOnly ? <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>{translate('app.audit.immutable')}</Typography> : null}
      {filters ? <FilterButton /> : null}
      {def.readOnly ? null : <CreateButton />}
      {extra}
      <CanAccess action="export">
        <ExportButton />
      </CanAccess>
    </TopToolbar>
  );
};

const BulkActions = () => {
  const resource = useResourceContext();
  const { canAccess: canExport } = useCanAccess({ resource, action: 'export' });
  return (
    <>
      {canExport ? <BulkExportButton /> : null}
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
};

/**
 * The generated list: the definition's columns, sorting, paging, filters, export and confirmed deletes;
 * `actions`: a resource's own buttons, in the toolbar beside Create.
 */
export const GeneratedList = ({ def, actions }: { def: ResourceDefinition; actions?: ReactNode }) => {
  const perPage = def.perPage ?? 10;
  const [field, order] = def.defaultSort ?? ['createdAt', 'DESC'];
  const filters = filtersOf(def);
  const pageSizes = [...new Set([10, 25, 50, 100, perPage])].sort((a, b) => a - b);
  const columns = listFields(def);
  const dateColumn = systemSortColumn(def);
  return (
    <List
      perPage={perPage}
      sort={{ field, order }}
      filters={filters.length ? filters : undefined}
      actions={<ListActions def={def} filters={filterFields(def).length > 0} extra={actions} />}
      pagination={<Pagination rowsPerPageOptions={pageSizes} />}
    >
      <DataTable rowClick={def.readOnly ? 'show' : 'edit'} bulkActionButtons={def.readOnly ? false : <BulkActions />}>
        {dateColumn ? (
          <DataTable.Col source={dateColumn}>
            <DateValue source={dateColumn} withTime />
          </DataTable.Col>
        ) : null}
        {columns.map(([name, f]) => (
          <DataTable.Col key={name} source={name} disableSort={!isSortable(f)}>
            <FieldValue source={name} def={f} inList />
          </DataTable.Col>
        ))}
        <DataTable.Col align="right" sx={{ whiteSpace: 'nowrap' }}>
          {def.readOnly ? <ShowButton /> : <EditButton />}
          {def.readOnly ? null : <DeleteButton mutationMode="pessimistic" />}
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
