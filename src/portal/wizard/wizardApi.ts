import { createContext, useContext } from 'react';
import { agentBookingApi, type BookingApi } from '../../../wizard/api';

/**
 * The booking calls the wizard's steps use for what they read themselves (packages, lead sources,
 * add-ons, transfers, offer prices, promo rules): the agents' unless a page provides another audience's
 * (the desk's `bookingApi('admin')`). The machine gets the same calls through `bookingMachineFor`.
 */
export const WizardApiContext = createContext<BookingApi>(agentBookingApi);

export const useWizardApi = () => useContext(WizardApiContext);
