import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDates } from '../credits/format';
import { RangeListFooter, useRangeList } from '../credits/RangeList';
import { Section } from '../layout/Section';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import { profileApi, profileKeys, type ReviewableStay } from './profileApi';

type Errors = Partial<Record<'rating' | 'comment' | 'reservationId', string>>;

/** Writes a stay's review or rewrites it: 1–5 stars and a comment; the server's messages land on the fields. */
const ReviewForm = ({ stay, onDone, onCancel }: { stay: ReviewableStay; onDone: () => Promise<void>; onCancel?: () => void }) => {
  const t = useT();
  const r = (key: string, args?: Record<string, unknown>) => t(`app.portalProfile.reviews.${key}`, args);
  const ratingLabel = useId();
  const [rating, setRating] = useState<number | null>(stay.review?.rating ?? null);
  const [comment, setComment] = useState(stay.review?.comment ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string>();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!rating) missing.rating = r('errors.rating');
    if (!comment.trim()) missing.comment = r('errors.comment');
    setErrors(missing);
    setGeneral(undefined);
    if (!rating || Object.keys(missing).length) return;
    setSending(true);
    try {
      if (stay.review) await profileApi.editReview(stay.review.id, rating, comment);
      else await profileApi.addReview(stay.reservation.id, rating, comment);
      await onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // A refusal about the stay itself (not checked out, already reviewed, past its window) is said above the form.
      const aboutStay = fields.reservationId ?? (Object.keys(fields).length === 0 ? (error instanceof Error && error.message) || t('app.errors.server') : undefined);
      setGeneral(aboutStay);
    } finally {
      setSending(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {general && <Alert severity="error">{general}</Alert>}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={ratingLabel}>
        <Typography component="legend" variant="body2" color="text.secondary" id={ratingLabel}>
          {r('rating')}
        </Typography>
        <Rating name={`rating-${stay.reservation.id}`} value={rating} onChange={(_, value) => setRating(value)} getLabelText={(value) => r('stars', { smart_count: value })} />
        {errors.rating && <FormHelperText error>{errors.rating}</FormHelperText>}
      </Box>
      <TextField
        label={r('comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={3}
        required
        error={Boolean(errors.comment)}
        helperText={errors.comment}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button type="submit" variant="contained" disabled={sending}>
          {stay.review ? r('save') : r('submit')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={sending}>
            {r('cancel')}
          </Button>
        )}
      </Stack>
    </Box>
  );
};

/** One checked-out stay: what it was, and its review or the form to write one. */
const StayCard = ({ stay, onSaved }: { stay: ReviewableStay; onSaved: () => Promise<void> }) => {
  const t = useT();
  const r = (key: string, args?: Record<string, unknown>) => t(`app.portalProfile.reviews.${key}`, args);
  const dates = useDates();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { reservation, review } = stay;
  const headingId = useId();
  const done = async () => {
    await onSaved();
    setEditing(false);
    setSaved(true);
  };
  let body;
  if (!review || editing)
    body = (
      <>
        {!review && <Typography variant="subtitle2">{r('write')}</Typography>}
        <ReviewForm stay={stay} onDone={done} onCancel={editing ? () => setEditing(false) : undefined} />
      </>
    );
  else
    body = (
      <Stack sx={{ gap: 1 }}>
        <Rating value={review.rating} readOnly getLabelText={(value) => r('stars', { smart_count: value })} />
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.comment}</Typography>
        <Typography variant="caption" color="text.secondary">
          {r('written', { date: dates.moment(review.createdAt) })}
          {review.updatedAt !== review.createdAt ? ` · ${r('edited', { date: dates.moment(review.updatedAt) })}` : ''}
        </Typography>
        {review.editable && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {r('editable_until', { date: dates.moment(review.editableUntil) })}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {r('edit')}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box>
          <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
            {reservation.bookingNo}
          </Typography>
          <Typography variant="body2">{[reservation.reservationName, reservation.packageName].filter(Boolean).join(' · ')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {r('stay', { checkIn: dates.day(reservation.checkIn), checkOut: dates.day(reservation.checkOut), smart_count: reservation.nights })}
          </Typography>
        </Box>
        {saved && <Alert severity="success">{r('saved')}</Alert>}
        {body}
      </CardContent>
    </Card>
  );
};

/**
 * The Reviews tab (`GET /stay-reviews`): the agent's stays whose guests have checked out, each with its
 * review (editable by its author for 30 days) or a form to write one.
 */
export const ReviewsTab = () => {
  const t = useT();
  const queryClient = useQueryClient();
  const { query, items } = useRangeList(profileKeys.stays, profileApi.stays);
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.stays });
  return (
    <Section title={t('app.portalProfile.reviews.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('app.portalProfile.reviews.hint')}
      </Typography>
      {items.map((stay) => (
        <StayCard key={stay.reservation.id} stay={stay} onSaved={refresh} />
      ))}
      <RangeListFooter query={query} count={items.length} empty={t('app.portalProfile.no_data')} />
    </Section>
  );
};
