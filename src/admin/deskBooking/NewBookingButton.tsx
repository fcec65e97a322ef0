import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import { Button, TopToolbar, useBasename, useCanAccess } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** The Reservations list's "New booking": the desk wizard, for roles that may create reservations. */
export const NewBookingActions = () => {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'reservations', action: 'create' });
  if (!canAccess) return null;
  return (
    <TopToolbar>
      <Button component={RouterLink} to={`${basename}/desk-booking`} label="app.deskBooking.new" variant="contained">
        <AddCircleOutline />
      </Button>
    </TopToolbar>
  );
};
