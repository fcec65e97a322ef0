import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FiguresTable, type FiguresColumn } from './FiguresTable';
import { r } from './format';
import type { ManifestData, ManifestDirection, Passenger } from './reportsApi';

const PASSENGER_COLUMNS: FiguresColumn[] = [
  { key: 'bookingNo', kind: 'text', noWrap: true }, { key: 'leadGuest', kind: 'text' }, { key: 'adults', kind: 'count' }, { key: 'children', kind: 'count' },
  { key: 'toddlers', kind: 'count' }, { key: 'infants', kind: 'count' }, { key: 'pickupPoint', kind: 'text' }, { key: 'status', kind: 'text' },
];

/** One departure: its time, trip and way, the boat or vehicle with its seats, then its parties. */
const Departure = ({ title, details, seats, full, passengers }: { title: string; details: string; seats: string; full: boolean; passengers: Passenger[] }) => {
  const translate = useTranslate();
  const row = (p: Passenger) => [p.bookingNo, p.leadGuest, p.adults, p.children, p.toddlers, p.infants, p.pickupPoint, translate(`app.reservations.status.${p.status}`, { _: p.status })];
  return (
  <section>
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{title}</Typography>
      <Chip size="small" color={full ? 'warning' : 'default'} label={seats} />
    </Stack>
    <Typography variant="body2" color="text.secondary">{details}</Typography>
    <FiguresTable columns={PASSENGER_COLUMNS} rows={passengers.map(row)} />
  </section>
  );
};

/** The manifest's boats by departure time, then its land transfers by pick-up time and point. */
export const Departures = ({ data }: { data: ManifestData }) => {
  const translate = useTranslate();
  const notSet = translate(r('values.not_set'));
  const way = (d: ManifestDirection) => translate(r(`values.${d}`));
  const seats = (used: number, capacity: number | null) => (capacity === null ? translate(r('seats_unknown'), { used }) : translate(r('seats_of'), { used, capacity }));
  if (!data.boats.length && !data.land.length) return <Typography>{translate(r('no_transfers'))}</Typography>;
  return (
    <>
      <Typography variant="h6" component="h2">{translate(r('sections.boats'))}</Typography>
      {data.boats.map((b, i) => (
        <Departure key={`b${i}`} title={`${b.time ?? notSet} · ${b.trip}`} seats={seats(b.seatsUsed, b.capacity)} full={b.capacity !== null && b.seatsUsed > b.capacity}
          details={[way(b.direction), b.vehicle ?? translate(r(b.charter ? 'values.charter' : 'values.shared'))].join(' · ')} passengers={b.passengers} />
      ))}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{translate(r('sections.land'))}</Typography>
      {data.land.map((l, i) => (
        <Departure key={`l${i}`} title={`${l.time ?? notSet} · ${l.pickupPoint ?? notSet}`} seats={seats(l.persons, l.capacity)} full={l.capacity !== null && l.persons > l.capacity}
          details={[l.trip, way(l.direction), l.vehicle ?? notSet].join(' · ')} passengers={l.passengers} />
      ))}
    </>
  );
};
