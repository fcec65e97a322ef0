import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { portalApi, queryKeys } from '../api';
import { usePortalSession } from '../session/PortalSession';
import { CurrencyChoiceProvider } from './currencyContext';

export { Money, useCurrency, useMoney, type CurrencyState } from './currencyContext';

const NONE: never[] = [];

/** The navbar's currency choice (remembered per browser) and the rates of `GET /api/agent/currency`. */
export const CurrencyProvider = ({ children }: { children: ReactNode }) => {
  const { user } = usePortalSession();
  const { data, error } = useQuery({ queryKey: queryKeys.currencies, queryFn: portalApi.currencies, enabled: user?.kind === 'agent', staleTime: 300_000 });
  // Spec section 8: a failed currency list is logged to the console only; amounts stay in ringgit.
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return <CurrencyChoiceProvider currencies={data ?? NONE}>{children}</CurrencyChoiceProvider>;
};
