import { useEffect, type ReactNode } from 'react';
import { CurrencyChoiceProvider } from '../portal/money/currencyContext';
import { guestApi } from './api';
import { usePublicData } from './publicData';

const NONE: never[] = [];

/** The guest site's display currencies, from the public `GET /api/portal/currency`; ringgit until read. */
export const GuestCurrencyProvider = ({ children }: { children: ReactNode }) => {
  const { data, error } = usePublicData('currencies', guestApi.currencies);
  // As in the agent portal (spec section 8): a failed list is logged only; amounts stay in ringgit.
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return <CurrencyChoiceProvider currencies={data ?? NONE}>{children}</CurrencyChoiceProvider>;
};
