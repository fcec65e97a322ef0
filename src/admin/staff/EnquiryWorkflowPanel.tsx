import Link from '@mui/material/Link';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useCanAccess, useGetOne, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { resources } from '../../../resources';
import { GeneratedEdit } from '../generated/GeneratedForm';
import { ENQUIRY_TRANSITIONS, type EnquiryStatus } from '../../../server/app/staff/enquiryWorkflow';
import { request } from '../../shared/request';
import { errorMessage } from '../money/moneyData';
import { ConvertEnquiryDialog, e } from './ConvertEnquiryDialog';

/** The booking a converted enquiry became, with a link to it. */
const ConvertedTo = ({ reservationId }: { reservationId: string }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const booking = useGetOne('reservations', { id: reservationId });
  const bookingNo = booking.data ? String(booking.data.bookingNo) : '…';
  return (
    <Typography>
      {translate(e('converted_to'), { bookingNo })}{' '}
      <Link component={RouterLink} to={`${basename}/reservations/${reservationId}/show`}>{translate(e('open_booking'))}</Link>
    </Typography>
  );
};

/** The moves open from the enquiry's status, and Convert to booking while it is not converted. */
const WorkflowPanel = () => {
  const enquiry = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'booking-enquiries', action: 'edit' });
  const [converting, setConverting] = useState(false);
  if (!enquiry || !canAccess) return null;
  const status = enquiry.status as EnquiryStatus;
  const move = async (to: EnquiryStatus) => {
    try {
      await request({ method: 'PUT', path: `/booking-enquiries/${enquiry.id}`, payload: { status: to } });
      notify(translate(e('moved'), { status: translate(`resources.booking-enquiries.choices.status.${to}`) }), { type: 'success' });
      refresh();
    } catch (caught) {
      notify(errorMessage(caught), { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="enquiry-workflow-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="enquiry-workflow-title" sx={{ mb: 1 }}>{translate(e('workflow'))}</Typography>
        {status === 'converted' && enquiry.reservationId ? <ConvertedTo reservationId={String(enquiry.reservationId)} /> : null}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {ENQUIRY_TRANSITIONS[status].map((to) => (
            <MuiButton key={to} variant="outlined" onClick={() => void move(to)}>
              {translate(e(status === 'lost' ? 'reopen' : to))}
            </MuiButton>
          ))}
          {status !== 'converted' ? (
            <MuiButton variant="contained" onClick={() => setConverting(true)}>
              {translate(e('convert'))}
            </MuiButton>
          ) : null}
        </Stack>
        {converting ? <ConvertEnquiryDialog enquiry={enquiry} onClose={() => setConverting(false)} /> : null}
      </CardContent>
    </Card>
  );
};

/** The booking enquiry's edit screen: the generated form, then its workflow. */
export const BookingEnquiryEdit = () => (
  <GeneratedEdit def={resources['booking-enquiries']}>
    <WorkflowPanel />
  </GeneratedEdit>
);
