import type { Locale } from './types';

/**
 * "Loading…" in each language: the splash shows it before any catalogue has downloaded, so it lives
 * apart from them (the catalogues' `app.loading` is this same text).
 */
export const LOADING: Record<Locale, string> = { en: 'Loading…', my: 'Memuatkan…', cn: '加载中…' };
