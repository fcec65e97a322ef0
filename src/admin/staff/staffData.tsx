import { DataProviderContext, type DataProvider, type GetListParams, type GetListResult, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { dataProvider } from '../../shared/dataProvider';

/**
 * The staff calls' lists speak ra-data-simple-rest at their own paths: react-admin's resource names
 * (`leave`, the `leave` permission module) mapped to them.
 */
const PATHS: Record<string, string> = { leave: 'users/leave', 'my-leave': 'my-leave', diving: 'users/diving', 'diving-notassigned': 'users/diving-notassigned' };

export const staffDataProvider: DataProvider = {
  ...dataProvider,
  getList: <R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> => dataProvider.getList<R>(PATHS[resource] ?? resource, params),
};

/** The staff screens read their lists through `staffDataProvider`. */
export const StaffData = ({ children }: { children: ReactNode }) => <DataProviderContext.Provider value={staffDataProvider}>{children}</DataProviderContext.Provider>;
