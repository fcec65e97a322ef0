import { useCallback, useEffect, useState } from 'react';

/**
 * The landing page's reads of the public catalogue (packages, promotions, currencies, the resort's day),
 * kept per key for the page's life, without react-query: its code is a tenth of what the landing may
 * download, and these few reads need no more than this. The pages behind it use react-query (QueryRoot).
 */
const answers = new Map<string, Promise<unknown>>();
/** The answers that have arrived, so that a page rendering after its data came shows it on its first render. */
const arrived = new Map<string, unknown>();

/** Starts a read and keeps it (and, once in, its answer); a failed read is not kept: the next visit, or Try again, asks again. */
const start = <T,>(key: string, load: () => Promise<T>) => {
  const answer = load();
  answers.set(key, answer);
  answer.then(
    (data) => arrived.set(key, data),
    () => answers.delete(key),
  );
  return answer;
};

interface Read<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => void;
}

export const usePublicData = <T,>(key: string, load: () => Promise<T>): Read<T> => {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>(() => ({ key, data: arrived.get(key) as T | undefined }));
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    const answer = (answers.get(key) as Promise<T> | undefined) ?? start(key, load);
    answer.then(
      // The same answer as shown already: no new render.
      (data) => live && setState((shown) => (shown.key === key && shown.data === data ? shown : { key, data })),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
    // `load` is the same call for the same key: the key alone says when to read again.
  }, [key, round]);
  const refetch = useCallback(() => {
    answers.delete(key);
    arrived.delete(key);
    setRound((n) => n + 1);
  }, [key]);
  const current = state.key === key ? state : { key, data: arrived.get(key) as T | undefined };
  return { data: current.data, error: current.error, isPending: current.data === undefined && current.error === undefined, refetch };
};

/** Starts a read before its page renders (the front page's packages, with its code); the page then takes this answer, which this returns. */
export const primePublicData = <T,>(key: string, load: () => Promise<T>) => (answers.get(key) as Promise<T> | undefined) ?? start(key, load);

/** Forgets every kept answer (tests start each from the server). */
export const forgetPublicData = () => {
  answers.clear();
  arrived.clear();
};
