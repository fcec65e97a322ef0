import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { request } from '../../shared/request';
import { GeneratedList } from '../generated/GeneratedList';

interface BoatQuantity {
  boats: number;
  seats: number;
}

/** How many active boats the resort has and their seats together, from `GET /vehicles/boat-qty`. */
const BoatQuantitySummary = () => {
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['vehicles', 'boat-qty'], queryFn: () => request<BoatQuantity>({ path: '/vehicles/boat-qty' }) });
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} data-testid="boat-quantity">
      {translate('app.transport.boat_quantity', { smart_count: data.boats, seats: data.seats })}
    </Typography>
  );
};

/** The generated vehicles list with the boat quantity beside its buttons, where staff set up transfers. */
export const VehicleList = () => <GeneratedList def={resources.vehicles} actions={<BoatQuantitySummary />} />;
