import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { addDays } from '../dates';
import { Money } from '../../portal/money/currencyContext';
import { datesOf } from '../../shared/dates';
import { useGuestLocale } from '../GuestLocale';
import { guestApi, type AvailabilityAnswer, type Party, type PublicPackage } from '../api';
import { usePublicData } from '../publicData';
import { fieldErrorsOf, formErrorOf } from '../errors';
import { NativeField, Notice } from '../layout/NativeField';
import { PlainButton } from '../layout/PlainButton';
import { useBook } from './useBook';

const COUNTS = { adults: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], others: [0, 1, 2, 3, 4, 5, 6] };
const PARTY: (keyof Party)[] = ['adults', 'children', 'toddlers', 'infants'];

/** The search's call and its answer or refusal (no react-query on the landing page, see publicData.ts). */
const useSearch = () => {
  const [state, setState] = useState<{ data?: AvailabilityAnswer; error?: unknown; isPending: boolean }>({ isPending: false });
  const mutate = (payload: Parameters<typeof guestApi.availability>[0]) => {
    setState((s) => ({ ...s, isPending: true }));
    guestApi.availability(payload).then(
      (data) => setState({ data, isPending: false }),
      (error: unknown) => setState({ error, isPending: false }),
    );
  };
  return { ...state, mutate };
};

/**
 * Live availability for a package, a check-in day and a party (`POST /api/portal/availability`): each
 * room type free for the whole stay, how many are left and the party's price at the public rates.
 */
export const AvailabilitySearch = ({ packages, initialPackageId }: { packages: PublicPackage[]; initialPackageId?: string }) => {
  const { t, locale } = useGuestLocale();
  const day = datesOf(locale).day;
  const book = useBook();
  const today = usePublicData('today', guestApi.today);
  const [packageId, setPackageId] = useState(initialPackageId ?? packages[0]?.id ?? '');
  const [checkIn, setCheckIn] = useState('');
  const [party, setParty] = useState<Party>({ adults: 2, children: 0, toddlers: 0, infants: 0 });
  const pkg = packages.find((p) => p.id === packageId);
  const search = useSearch();

  // Two weeks ahead by default: a date most stays can be found on, and one a guest changes anyway.
  useEffect(() => {
    if (today.data && !checkIn) setCheckIn(addDays(today.data, 14));
  }, [today.data, checkIn]);

  const checkOut = checkIn && pkg ? addDays(checkIn, pkg.nights) : '';
  const errors = fieldErrorsOf(search.error);
  const formError = formErrorOf(search.error, ['packageId', 'checkIn', ...PARTY]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pkg || !checkIn) return;
    search.mutate({ packageId, checkIn, checkOut, ...party });
  };

  const answer = search.data;
  return (
    <Box component="section" aria-labelledby="search-heading" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper', borderRadius: 2, boxShadow: 2 }}>
      <Typography id="search-heading" variant="h6" component="h2" gutterBottom>
        {t('guest.search.heading')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1.3fr repeat(4, 1fr) auto' }, alignItems: 'start' }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <NativeField label={t('guest.search.package')} error={errors.packageId}>
            {(field) => (
              <Box component="select" {...field} value={packageId} onChange={(e: React.ChangeEvent<HTMLSelectElement>) => setPackageId(e.target.value)}>
                {packages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Box>
            )}
          </NativeField>
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <NativeField label={t('guest.search.check_in')} error={errors.checkIn ?? errors.checkOut} hint={checkOut ? t('guest.search.check_out', { date: day(checkOut) }) : undefined}>
            {(field) => <Box component="input" type="date" {...field} min={today.data} value={checkIn} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setCheckIn(e.target.value)} />}
          </NativeField>
        </Box>
        {PARTY.map((key) => (
          <NativeField key={key} label={t(`guest.search.${key}`)} error={errors[key]}>
            {(field) => (
              <Box component="select" {...field} value={party[key]} onChange={(e: React.ChangeEvent<HTMLSelectElement>) => setParty((p) => ({ ...p, [key]: Number(e.target.value) }))}>
                {(key === 'adults' ? COUNTS.adults : COUNTS.others).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Box>
            )}
          </NativeField>
        ))}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, pt: { md: 3.25 }, display: 'flex' }}>
          <PlainButton type="submit" large disabled={!pkg || !checkIn || search.isPending}>
            {t('guest.search.search')}
          </PlainButton>
        </Box>
      </Box>
      {formError && (
        <Box sx={{ mt: 2 }}>
          <Notice severity="error">{formError}</Notice>
        </Box>
      )}
      {answer && (
        <Box sx={{ mt: 3 }} aria-live="polite">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('guest.search.results')}
          </Typography>
          {answer.roomTypes.length === 0 ? (
            <Notice severity="info">{t('guest.search.none')}</Notice>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {answer.roomTypes.map((room) => (
                <Box component="li" key={room.roomTypeId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{room.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('guest.search.rooms_left', { smart_count: room.free })}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, ml: 'auto' }}>
                    <Box sx={{ textAlign: 'right' }}>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('guest.search.total')}
                      </Typography>
                      <Typography sx={{ fontWeight: 700 }} data-testid="availability-total">
                        <Money sen={room.total} />
                      </Typography>
                    </Box>
                    <PlainButton
                      onClick={() => book(answer.packageId, { checkIn: answer.checkIn, ...answer.party, roomType: room.roomTypeId })}
                      aria-label={`${t('guest.landing.book')}: ${room.name}`}
                    >
                      {t('guest.landing.book')}
                    </PlainButton>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
};
