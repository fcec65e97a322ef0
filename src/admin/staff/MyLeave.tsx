import Undo from '@mui/icons-material/Undo';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Button, DataTable, List, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { LeaveRecord } from '../../../server/app/staff/leaveVocabulary';
import { request } from '../../shared/request';
import { errorMessage } from '../money/moneyData';
import { useDateFormat } from '../reservations/format';
import { l, LeaveDates, LeaveDecisionText, LeaveStatusChip } from './LeaveParts';
import { LeaveRequestForm } from './LeaveRequestForm';
import { StaffData } from './staffData';

const Col = DataTable.Col<LeaveRecord>;

/** Withdraws a request still waiting for a decision. */
const Withdraw = ({ leave }: { leave: LeaveRecord }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  if (leave.status !== 'pending') return null;
  const withdraw = async () => {
    try {
      await request({ method: 'PUT', path: `/my-leave/${leave.id}/cancel` });
      notify(l('cancelled_notice'), { type: 'success' });
      refresh();
    } catch (caught) {
      notify(errorMessage(caught), { type: 'error' });
    }
  };
  return (
    <Button label={l('cancel')} size="small" onClick={() => void withdraw()}>
      <Undo />
    </Button>
  );
};

/** `/admin/my-leave`: any staff member asks for leave and sees the decisions on their own requests. */
export const MyLeave = () => {
  const translate = useTranslate();
  const format = useDateFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <StaffData>
      {/* No permission module: every staff member has their own leave (the API answers only theirs). */}
      <LeaveRequestForm />
      <List resource="my-leave" title={translate(l('mine'))} disableAuthentication actions={false} sort={{ field: 'fromDate', order: 'DESC' }} perPage={10} storeKey="staff.myLeave" empty={false}>
        <DataTable<LeaveRecord> rowClick={false} bulkActionButtons={false} empty={<p>{translate(l('empty'))}</p>}>
          <Col source="fromDate" label={l('fields.dates')} render={(leave) => <LeaveDates leave={leave} />} />
          {phone ? null : <Col source="reason" label={l('fields.reason')} disableSort render={(leave) => leave.reason ?? ''} />}
          {phone ? null : <Col source="createdAt" label={l('fields.requestedAt')} render={(leave) => format.moment(leave.createdAt)} sx={{ whiteSpace: 'nowrap' }} />}
          <Col source="status" label={l('fields.status')} render={(leave) => (
            <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
              <LeaveStatusChip status={leave.status} />
              {phone ? <LeaveDecisionText leave={leave} /> : null}
              {phone ? <Withdraw leave={leave} /> : null}
            </Stack>
          )} />
          {phone ? null : <Col label={l('fields.decision')} disableSort render={(leave) => <LeaveDecisionText leave={leave} />} />}
          {phone ? null : <Col label="" disableSort align="right" render={(leave) => <Withdraw leave={leave} />} />}
        </DataTable>
      </List>
    </StaffData>
  );
};
