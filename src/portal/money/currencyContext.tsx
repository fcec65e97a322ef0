import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CURRENCY_KEY } from '../../shared/session';
import { formatSen, RINGGIT, type Currency } from '../../shared/money/currency';

export interface CurrencyState {
  /** The active currencies (empty until read, or when the list cannot be read). */
  currencies: Currency[];
  currency: Currency;
  setCurrency: (code: string) => void;
}

const CurrencyContext = createContext<CurrencyState>({ currencies: [], currency: RINGGIT, setCurrency: () => undefined });

/**
 * The display currency chosen among `currencies` (remembered per browser), without knowing where the list
 * comes from: the agent portal reads `GET /api/agent/currency` (Money.tsx), the guest site the public
 * `GET /api/portal/currency`. Apart from both so the screens they share import no API of either.
 */
export const CurrencyChoiceProvider = ({ currencies, children }: { currencies: Currency[]; children: ReactNode }) => {
  const [code, setCode] = useState(() => localStorage.getItem(CURRENCY_KEY) ?? RINGGIT.code);
  const setCurrency = useCallback((next: string) => {
    localStorage.setItem(CURRENCY_KEY, next);
    setCode(next);
  }, []);
  const value = useMemo(() => ({ currencies, currency: currencies.find((c) => c.code === code) ?? RINGGIT, setCurrency }), [currencies, code, setCurrency]);
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
