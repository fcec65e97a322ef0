import { useQuery } from '@tanstack/react-query';
import type { Transfer } from '../../../wizard/apiTypes';
import { useWizardApi } from './wizardApi';

/**
 * The lists the wizard's steps choose from, read once per wizard (react-query keeps them): the bookable
 * packages with their options, the lead sources and the add-ons by category (the transfers on offer are
 * `useWizardTransfers`). They come from the audience's API the page provides (`useWizardApi`).
 */

/** One option (period) of a package. */
export interface PackageOption {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  /** The first check-in the server takes: the later of `startDate` and the resort's today plus the lead time. */
  firstCheckIn: string;
  deposit: number;
}

/** A package an agent can book now (`GET /bookable-packages`). */
export interface BookablePackage {
  id: string;
  name: string;
  code: string;
  nights: number;
  description: string | null;
  deposit: number;
  maxPax: number | null;
  includes: string[] | null;
  options: PackageOption[];
}

/** An add-on (`GET /addons/by-categories`). */
export interface Addon {
  id: string;
  name: string;
  priceType: 'per-person' | 'per-night' | 'per-unit';
  price: number;
  childPrice: number | null;
  description: string | null;
}

/** An add-on category (`GET /addon-categories`). */
export interface AddonCategory {
  id: string;
  name: string;
}

const LONG = { staleTime: 300_000 } as const;

export const usePackages = () => {
  const api = useWizardApi();
  return useQuery({ queryKey: ['wizard', api.target, 'packages'], queryFn: () => api.readList<BookablePackage[]>('/bookable-packages'), ...LONG });
};
export const useLeadSources = () => {
  const api = useWizardApi();
  return useQuery({ queryKey: ['wizard', api.target, 'lead-sources'], queryFn: () => api.readList<{ id: string; name: string }[]>('/lead-sources'), ...LONG });
};
/** The transfers on offer (`GET /transfers`). */
export const useWizardTransfers = () => {
  const api = useWizardApi();
  return useQuery({ queryKey: ['wizard', api.target, 'transfers'], queryFn: () => api.readList<Transfer[]>('/transfers'), ...LONG });
};

/** The active add-on categories, each with its active add-ons. */
export const useAddons = () => {
  const api = useWizardApi();
  return useQuery({
    queryKey: ['wizard', api.target, 'addons'],
    queryFn: async () => {
      const categories = await api.readList<AddonCategory[]>('/addon-categories');
      if (!categories.length) return [];
      const byCategory = await api.readList<Record<string, (Addon & { active: boolean })[]>>('/addons/by-categories', { ids: categories.map((c) => c.id).join(',') });
      return categories
        .map((category) => ({ ...category, addons: (byCategory[category.id] ?? []).filter((addon) => addon.active) }))
        .filter((category) => category.addons.length > 0);
    },
    ...LONG,
  });
};
