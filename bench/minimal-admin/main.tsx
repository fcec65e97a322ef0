/**
 * The yardstick of the portal's start-up figures: the smallest react-admin app with one resource (the
 * departments list of the real API), built with the same versions, measured in the same run.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, fetchUtils, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('Authorization', `Bearer ${localStorage.getItem('benchToken') ?? ''}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

const DepartmentList = () => (
  <List>
    <Datagrid>
      <TextField source="name" />
      <TextField source="code" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin dataProvider={simpleRestProvider('/api/admin', httpClient)} disableTelemetry>
    <Resource name="departments" list={DepartmentList} />
  </Admin>,
);
