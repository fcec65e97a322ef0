import { firstScreenOf } from '../../resources/firstScreens';
import { currentLocale } from './locale';
import { getToken } from './session';

/**
 * Reads a first screen sends before the app's code has run (src/firstReads.ts starts them), and their
 * hand-over to the app's request helper: each answer is taken once, for the same address, token and
 * language only; anything else the app asks for itself. A 401 is handed over like any answer, so the app
 * signs the agent out as it would have.
 */

/** The agent dashboard's reads, as the portal's API asks for them (src/portal/api.ts). */
export const FIRST_READS = { 'agent-dashboard': ['/api/agent/dashboard', '/api/agent/wallet'] } as const;

interface FirstRead {
  token: string;
  locale: string;
  answer: Promise<Response>;
}

const started = new Map<string, FirstRead>();

/** Sends the first screen's reads for `pathname`, when someone is signed in; answers how many went out. */
export const startFirstReads = (pathname: string, send: typeof fetch = fetch) => {
  const screen = firstScreenOf(pathname);
  const token = getToken();
  if (screen !== 'agent-dashboard' || !token) return 0;
  const locale = currentLocale();
  for (const url of FIRST_READS[screen]) {
    const headers = { Accept: 'application/json', 'Accept-Language': locale, Authorization: `Bearer ${token}` };
    const answer = send(url, { headers });
    // Kept until taken; a failed send is the app's to retry.
    answer.catch(() => started.delete(url));
    started.set(url, { token, locale, answer });
  }
  return FIRST_READS[screen].length;
};

/** The answer of a first read of `url` made with these headers' token and language, once; undefined otherwise. */
export const takeFirstRead = (url: string, headers: Headers): Promise<Response> | undefined => {
  const read = started.get(url);
  if (!read) return undefined;
  started.delete(url);
  if (headers.get('Authorization') !== `Bearer ${read.token}` || headers.get('Accept-Language') !== read.locale) return undefined;
  return read.answer;
};
