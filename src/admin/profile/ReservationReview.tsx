import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { StayReview } from '../../../server/app/profile/stayReviews.service';
import { request } from '../../shared/request';
import type { ReservationDetail } from '../../shared/reservations';
import { useDateFormat } from '../reservations/format';

type StaffReview = StayReview & { author: { id: string; name: string; email: string; companyName: string | null } };

const k = (key: string) => `app.portalProfile.${key}`;

/**
 * The agent's review of a checked-out stay (`GET /api/admin/stay-reviews?filter={reservationId}`), read-only,
 * on the reservation's page, for staff who may list reservations.
 */
export const ReservationReview = () => {
  const reservation = useRecordContext<ReservationDetail>();
  const translate = useTranslate();
  const format = useDateFormat();
  const { canAccess } = useCanAccess({ resource: 'reservations', action: 'list' });
  const id = reservation ? String(reservation.id) : '';
  const checkedOut = reservation?.status === 'Completed';
  const review = useQuery({
    queryKey: ['stay-review', id],
    queryFn: async () => (await request<{ reviews: StaffReview[] }>({ path: '/stay-reviews', payload: { filter: { reservationId: id }, range: [0, 0] } })).reviews[0] ?? null,
    enabled: canAccess === true && checkedOut,
  });
  if (!canAccess || !checkedOut || review.isPending || review.isError) return null;
  const title = translate(k('staff.review_title'));
  const found = review.data;
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {found ? (
        <>
          <Rating value={found.rating} readOnly getLabelText={(value) => translate(k('reviews.stars'), { smart_count: value })} />
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{found.comment}</Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(k('staff.review_by'), { name: found.author.companyName ? `${found.author.name} (${found.author.companyName})` : found.author.name, date: format.moment(found.createdAt) })}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{translate(k('staff.review_none'))}</Typography>
      )}
    </Box>
  );
};
