import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LeaveRecord, LeaveStatus } from '../../../server/app/staff/leaveVocabulary';
import { useDateFormat } from '../reservations/format';

const COLOURS: Record<LeaveStatus, 'warning' | 'success' | 'error' | 'default'> = { pending: 'warning', approved: 'success', rejected: 'error', cancelled: 'default' };

/** `app.staffOps.leave.<key>` */
export const l = (key: string) => `app.staffOps.leave.${key}`;

/** A request's status as a coloured chip. */
export const LeaveStatusChip = ({ status }: { status: LeaveStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status]} label={translate(l(`status.${status}`))} />;
};

/** The type, the days from and to, and how many. */
export const LeaveDates = ({ leave }: { leave: LeaveRecord }) => {
  const translate = useTranslate();
  const format = useDateFormat();
  return (
    <>
      <Typography variant="body2">{translate(l(`types.${leave.type}`))}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {leave.fromDate === leave.toDate ? format.day(leave.fromDate) : `${format.day(leave.fromDate)} – ${format.day(leave.toDate)}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">{translate(l('days'), { smart_count: leave.days })}</Typography>
    </>
  );
};

/** The decision's note, who took it and when (nothing while pending). */
export const LeaveDecisionText = ({ leave }: { leave: LeaveRecord }) => {
  const translate = useTranslate();
  const format = useDateFormat();
  if (!leave.decidedAt) return null;
  return (
    <>
      {leave.decisionNote ? <Typography variant="body2">{leave.decisionNote}</Typography> : null}
      <Typography variant="caption" color="text.secondary">
        {translate(l('decided_by'), { name: leave.decidedByName ?? '', when: format.moment(leave.decidedAt) })}
      </Typography>
    </>
  );
};
