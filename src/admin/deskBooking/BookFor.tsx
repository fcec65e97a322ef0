import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BookableAgency } from '../../../server/app/booking/bookingFor';
import { Section } from '../../portal/layout/Section';
import { request } from '../../shared/request';

/** Whom a desk booking is for: the resort's walk-in or phone guest, or an agency (chosen, or still to choose). */
export type DeskParty = { kind: 'walk-in' } | { kind: 'agency'; agency: BookableAgency | null };

/** The agency the wizard below books for (null for a walk-in guest), for the screens that follow the booking. */
export const BookedForContext = createContext<BookableAgency | null>(null);

/** How an agency reads in the list and the hints: its company, else the freelancer's name. */
export const agencyLabel = (a: BookableAgency) => a.companyName ?? a.name;

/** The search as typed, settled for a moment, so each keystroke does not ask the server. */
const useSettled = (value: string, ms = 250) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * "Book for" at the top of the desk's New booking: a walk-in or phone guest, or an agency picked from the
 * approved, active travel agents and freelancers (`GET /desk-booking/agencies?q=`, searched as the clerk
 * types). The server prices and books from the agency's id; this only chooses it.
 */
export const BookFor = ({ value, onChange }: { value: DeskParty; onChange: (next: DeskParty) => void }) => {
  const translate = useTranslate();
  const d = (key: string, args?: Record<string, unknown>) => translate(`app.deskBooking.${key}`, args);
  const [search, setSearch] = useState('');
  const q = useSettled(search);
  const agencies = useQuery({
    queryKey: ['desk-booking', 'agencies', q],
    queryFn: () => request<BookableAgency[]>({ method: 'GET', path: '/desk-booking/agencies', payload: { q }, target: 'admin' }),
    enabled: value.kind === 'agency',
    placeholderData: keepPreviousData,
  });
  const chosen = value.kind === 'agency' ? value.agency : null;
  return (
    <Section title={d('book_for')}>
      <RadioGroup row value={value.kind} onChange={(e) => onChange(e.target.value === 'agency' ? { kind: 'agency', agency: null } : { kind: 'walk-in' })}>
        <FormControlLabel value="walk-in" control={<Radio />} label={d('walk_in')} />
        <FormControlLabel value="agency" control={<Radio />} label={d('for_agency')} />
      </RadioGroup>
      {value.kind === 'agency' && (
        <Autocomplete<BookableAgency>
          options={agencies.data ?? []}
          value={chosen}
          loading={agencies.isFetching}
          // The server searches; every answer it gives is a match.
          filterOptions={(options) => options}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={agencyLabel}
          noOptionsText={d('no_agencies')}
          onChange={(_, agency) => onChange({ kind: 'agency', agency })}
          onInputChange={(_, text, reason) => {
            if (reason === 'input' || reason === 'clear') setSearch(text);
          }}
          renderOption={(props, a) => (
            <li {...props} key={a.id}>
              <div>
                <Typography>{agencyLabel(a)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[a.companyName ? a.name : null, a.email, a.category].filter(Boolean).join(' · ')}
                </Typography>
              </div>
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={d('agency')} placeholder={d('agency_search')} required size="small" />}
          sx={{ maxWidth: 520 }}
        />
      )}
      {value.kind === 'agency' && (
        <Typography color="text.secondary" role="status">
          {chosen ? d('agency_hint', { agency: agencyLabel(chosen) }) : d('choose_agency')}
        </Typography>
      )}
    </Section>
  );
};
