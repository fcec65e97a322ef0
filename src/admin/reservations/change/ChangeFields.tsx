import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ArrayInput, DateInput, NumberInput, ReferenceInput, required, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';

const f = (key: string) => `app.bookingChange.fields.${key}`;
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' } as const;
const wide = { gridColumn: { xs: '1 / -1', md: 'span 2' } } as const;
const party = { min: 0, max: 20, step: 1 };

const Part = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`app.bookingChange.sections.${title}`)}
      </Typography>
      {children}
    </Box>
  );
};

/** A room as the desk knows it, by its code (building letter and number); the server says if it is taken for the nights. */
const roomName = (r: { code?: string }) => r.code ?? '';
const Counts = ({ keys }: { keys: string[] }) => (
  <>
    {keys.map((key) => (
      <NumberInput key={key} source={key} label={f(key)} {...party} validate={key === 'adults' ? required() : undefined} />
    ))}
  </>
);

/** Dates, rooms with their party, guests' names and contacts, add-ons, transfers and special requests. */
export const ChangeFields = ({ guestCount }: { guestCount: number }) => (
  <>
    <Part title="stay">
      <Box sx={grid}>
        <DateInput source="checkIn" label={f('checkIn')} validate={required()} />
        <DateInput source="checkOut" label={f('checkOut')} validate={required()} />
      </Box>
    </Part>
    <Part title="rooms">
      <ArrayInput source="rooms" label={false}>
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="roomId" reference="rooms" perPage={500} sort={{ field: 'roomNumber', order: 'ASC' }}>
            <SelectInput label={f('roomId')} optionText={roomName} validate={required()} sx={{ minWidth: 160 }} />
          </ReferenceInput>
          <Counts keys={['adults', 'children', 'toddlers', 'infants']} />
        </SimpleFormIterator>
      </ArrayInput>
    </Part>
    {guestCount ? (
      <Part title="guests">
        <ArrayInput source="guests" label={false}>
          <SimpleFormIterator inline disableAdd disableRemove disableReordering>
            <TextInput source="fullName" label={f('fullName')} validate={required()} />
            <TextInput source="email" label={f('email')} type="email" />
            <TextInput source="phone" label={f('phone')} />
          </SimpleFormIterator>
        </ArrayInput>
      </Part>
    ) : null}
    <Part title="addons">
      <ArrayInput source="addons" label={false}>
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="addonId" reference="addon-sub-categories" perPage={200} sort={{ field: 'name', order: 'ASC' }}>
            <SelectInput label={f('addon')} optionText="name" validate={required()} sx={{ minWidth: 200 }} />
          </ReferenceInput>
          <Counts keys={['adults', 'children']} />
          <NumberInput source="units" label={f('units')} min={0} max={100} step={1} />
        </SimpleFormIterator>
      </ArrayInput>
    </Part>
    <Part title="transport">
      <ArrayInput source="transport" label={false}>
        <SimpleFormIterator disableReordering>
          <Box sx={grid}>
            <Box sx={wide}>
              <ReferenceInput source="tripCostId" reference="trip-costs" perPage={200} sort={{ field: 'name', order: 'ASC' }}>
                <SelectInput label={f('tripCostId')} optionText="name" validate={required()} fullWidth />
              </ReferenceInput>
            </Box>
            <DateInput source="date" label={f('date')} />
            <TextInput source="departureTime" label={f('departureTime')} type="time" slotProps={{ inputLabel: { shrink: true } }} />
            <TextInput source="pickupPoint" label={f('pickupPoint')} />
            <TextInput source="dropLocation" label={f('dropLocation')} />
            <TextInput source="dropTime" label={f('dropTime')} type="time" slotProps={{ inputLabel: { shrink: true } }} />
            <DateInput source="returnDate" label={f('returnDate')} />
            <TextInput source="returnDepartureTime" label={f('returnDepartureTime')} type="time" slotProps={{ inputLabel: { shrink: true } }} />
            <Counts keys={['adults', 'children', 'toddlers', 'infants']} />
          </Box>
        </SimpleFormIterator>
      </ArrayInput>
    </Part>
    <Part title="requests">
      <TextInput source="specialRequests" label={f('specialRequests')} multiline minRows={2} fullWidth />
    </Part>
  </>
);
