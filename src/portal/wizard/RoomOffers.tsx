import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { RoomTypeOffer } from '../../../wizard/apiTypes';
import { useMoney } from '../money/currencyContext';
import { useT } from '../localeContext';
import { useWizardApi } from './wizardApi';
import { offerFits, roomsFor } from './roomChoice';
import { useWizardContext, useWizardSend } from './wizardActor';

/** Why a room type cannot be chosen for this stay and party, as an i18n key; null when it can. */
const reasonOf = (offer: RoomTypeOffer) => {
  if (offer.rated === false) return 'wizard.stay.no_rate';
  if (offer.roomsNeeded === null || offer.roomsNeeded === undefined || !Number.isFinite(offer.roomsNeeded)) return 'wizard.stay.too_small';
  if (!offer.enough) return 'wizard.stay.not_enough';
  return null;
};

/** What a room type costs for the stay and party before it is chosen: the server's quote of the rooms "Choose" would take. */
const OfferPrice = ({ offer }: { offer: RoomTypeOffer }) => {
  const t = useT();
  const money = useMoney();
  const api = useWizardApi();
  const { packageId, checkIn, checkOut, party } = useWizardContext();
  const rooms = roomsFor(offer, party).map(({ roomTypeId, adults, children, toddlers, infants }) => ({ roomTypeId, adults, children, toddlers, infants }));
  const body = { packageId, checkIn, checkOut, rooms };
  const price = useQuery({ queryKey: ['wizard', api.target, 'offer-price', body], queryFn: () => api.priceQuote(body), retry: false, staleTime: 60_000 });
  if (!price.data) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {t('wizard.stay.price', { price: money(price.data.total) })}
    </Typography>
  );
};

/** The room types of the package for the stay, live: rooms free, rooms the party needs, and a choice. */
export const RoomOffers = ({ offers }: { offers: RoomTypeOffer[] }) => {
  const t = useT();
  const send = useWizardSend();
  const { party, rooms } = useWizardContext();
  const chosenType = rooms[0]?.roomTypeId;
  if (!offers.some(offerFits)) return <Alert severity="warning">{t('wizard.stay.none_free')}</Alert>;
  return (
    <Grid container spacing={2}>
      {offers.map((offer) => {
        const reason = reasonOf(offer);
        const chosen = offer.roomTypeId === chosenType;
        return (
          <Grid key={offer.roomTypeId} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }} component="article" aria-label={offer.name}>
              <CardContent component={Stack} spacing={1}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {offer.name}
                </Typography>
                <Typography variant="body2">{t('wizard.stay.free', { smart_count: offer.rooms.length })}</Typography>
                {reason ? (
                  <Typography variant="body2" color="text.secondary">
                    {t(reason)}
                  </Typography>
                ) : (
                  <>
                    <Typography variant="body2">{t('wizard.stay.needs', { smart_count: offer.roomsNeeded ?? 0 })}</Typography>
                    <OfferPrice offer={offer} />
                  </>
                )}
                {chosen && (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {rooms.map((room) => {
                      const number = offer.rooms.find((r) => r.id === room.roomId)?.roomNumber ?? '';
                      return <Chip key={room.roomId} size="small" color="primary" label={t('wizard.stay.room_no', { number })} />;
                    })}
                  </Stack>
                )}
                <div>
                  <Button
                    variant={chosen ? 'contained' : 'outlined'}
                    startIcon={chosen ? <CheckCircle /> : undefined}
                    disabled={reason !== null}
                    aria-pressed={chosen}
                    onClick={() => send({ type: 'rooms.choose', rooms: roomsFor(offer, party) })}
                  >
                    {chosen ? t('wizard.stay.chosen') : t('wizard.stay.choose')}
                  </Button>
                </div>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
};
