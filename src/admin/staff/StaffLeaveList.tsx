import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, DateInput, FilterButton, List, ReferenceInput, SelectInput, TopToolbar, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { LEAVE_STATUSES, LEAVE_TYPES, type LeaveRecord } from '../../../server/app/staff/leaveVocabulary';
import { useDateFormat } from '../reservations/format';
import { LeaveDecision } from './LeaveDecision';
import { l, LeaveDates, LeaveDecisionText, LeaveStatusChip } from './LeaveParts';
import { StaffData } from './staffData';

const field = (name: string) => l(`fields.${name}`);
const choices = (list: readonly string[], prefix: string) => list.map((id) => ({ id, name: l(`${prefix}.${id}`) }));

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/** The person filter reads the staff list, so it is offered only to whoever may read it. */
const filtersFor = (mayListUsers: boolean) => [
  <SelectInput key="status" source="status" label={field('status')} choices={choices(LEAVE_STATUSES, 'status')} alwaysOn />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} alwaysOn />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} alwaysOn />,
  <SelectInput key="type" source="type" label={field('type')} choices={choices(LEAVE_TYPES, 'types')} />,
  <ReferenceInput key="departmentId" source="departmentId" reference="departments">
    <SelectInput label={field('departmentId')} optionText="name" />
  </ReferenceInput>,
  ...(mayListUsers
    ? [
        <ReferenceInput key="userId" source="userId" reference="users" sort={{ field: 'lastName', order: 'ASC' }}>
          <SelectInput label={field('userId')} optionText={fullName} />
        </ReferenceInput>,
      ]
    : []),
];

const Col = DataTable.Col<LeaveRecord>;

const Staff = ({ leave }: { leave: LeaveRecord }) => (
  <>
    <Typography variant="body2">{leave.userName}</Typography>
    <Typography variant="caption" color="text.secondary">{leave.departmentName ?? leave.userEmail}</Typography>
  </>
);

/** On a phone: who and when in one column, the status with its decision (or its buttons) in the other. */
const PhoneTable = () => (
  <DataTable<LeaveRecord> rowClick={false} bulkActionButtons={false}>
    <Col source="fromDate" label={field('staff')} render={(leave) => (<><Staff leave={leave} /><br /><LeaveDates leave={leave} /></>)} />
    <Col source="status" label={field('status')} render={(leave) => (
      <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
        <LeaveStatusChip status={leave.status} />
        <LeaveDecisionText leave={leave} />
        <LeaveDecision leave={leave} />
      </Stack>
    )} />
  </DataTable>
);

/** While the queue of pending requests shows, the decision column is empty: its buttons take its place. */
const LeaveTable = () => {
  const format = useDateFormat();
  const { filterValues } = useListContext<LeaveRecord>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const waiting = filterValues.status === 'pending';
  if (phone) return <PhoneTable />;
  return (
    <DataTable<LeaveRecord> rowClick={false} bulkActionButtons={false}>
      <Col source="userName" label={field('staff')} render={(leave) => <Staff leave={leave} />} />
      <Col source="fromDate" label={field('dates')} render={(leave) => <LeaveDates leave={leave} />} />
      <Col source="reason" label={field('reason')} disableSort render={(leave) => leave.reason ?? ''} />
      <Col source="createdAt" label={field('requestedAt')} render={(leave) => format.moment(leave.createdAt)} sx={{ whiteSpace: 'nowrap' }} />
      <Col source="status" label={field('status')} render={(leave) => <LeaveStatusChip status={leave.status} />} />
      {waiting ? null : <Col label={field('decision')} disableSort render={(leave) => <LeaveDecisionText leave={leave} />} />}
      <Col label="" disableSort align="right" render={(leave) => <LeaveDecision leave={leave} />} />
    </DataTable>
  );
};

/** `/admin/staff-leave`: everyone's leave requests, the pending ones first by their first day; react-admin checks `leave` list. */
export const StaffLeaveList = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'list' });
  return (
    <StaffData>
      <List
        resource="leave"
        title={translate(l('title'))}
        filters={filtersFor(canAccess === true)}
        filterDefaultValues={{ status: 'pending' }}
        sort={{ field: 'fromDate', order: 'ASC' }}
        actions={
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        }
        perPage={25}
        storeKey="staff.leave"
      >
        <LeaveTable />
      </List>
    </StaffData>
  );
};
