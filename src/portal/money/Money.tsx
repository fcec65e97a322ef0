import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CURRENCY_KEY } from '../../shared/session';
import { portalApi, queryKeys } from '../api';
import { usePortalSession } from '../session/PortalSession';
import { formatSen, RINGGIT, type Currency } from '../../shared/money/currency';

interface CurrencyState {
  /** The active currencies (empty until read, or when the list cannot be read). */
  currencies: Currency[];
  currency: Currency;
  setCurrency: (code: string) => void;
}

const CurrencyContext = createContext<CurrencyState>({ currencies: [], currency: RINGGIT, setCurrency: () => undefined });

/** The navbar's currency choice (remembered per browser) and the rates of `GET /api/agent/currency`. */
export const CurrencyProvider = ({ children }: { children: ReactNode }) => {
  const { user } = usePortalSession();
  const { data, error } = useQuery({ queryKey: queryKeys.currencies, queryFn: portalApi.currencies, enabled: user?.kind === 'agent', staleTime: 300_000 });
  // Spec section 8: a failed currency list is logged to the console only; amounts stay in ringgit.
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  const [code, setCode] = useState(() => localStorage.getItem(CURRENCY_KEY) ?? RINGGIT.code);
  const setCurrency = useCallback((next: string) => {
    localStorage.setItem(CURRENCY_KEY, next);
    setCode(next);
  }, []);
  const value = useMemo(() => {
    const currencies = data ?? [];
    return { currencies, currency: currencies.find((c) => c.code === code) ?? RINGGIT, setCurrency };
  }, [data, code, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
};

export const useCurrency = () => useContext(CurrencyContext);

/** Formats integer sen in the navbar's currency: every portal screen shows money through this. */
export const useMoney = () => {
  const { currency } = useCurrency();
  return useCallback((sen: number) => formatSen(sen, currency), [currency]);
};

/**
 * An amount of integer sen, in the chosen currency (`RM 1,234.00`); `charged` amounts (what is paid and
 * due) stay in ringgit, the currency money moves in, so a payment's figures add up to the cent.
 */
export const Money = ({ sen, charged = false }: { sen: number; charged?: boolean }) => {
  const format = useMoney();
  return (
    <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {charged ? formatSen(sen) : format(sen)}
    </span>
  );
};
