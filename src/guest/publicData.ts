import { useCallback, useEffect, useState } from 'react';

/**
 * The landing page's reads of the public catalogue (packages, promotions, currencies, the resort's day),
 * kept per key for the page's life, without react-query: its code is a tenth of what the landing may
 * download, and these few reads need no more than this. The pages behind it use react-query (QueryRoot).
 */
const answers = new Map<string, Promise<unknown>>();

interface Read<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => void;
}

export const usePublicData = <T,>(key: string, load: () => Promise<T>): Read<T> => {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    let answer = answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      answers.set(key, answer);
      // A failed read is not kept: the next visit, or Try again, asks again.
      answer.catch(() => answers.delete(key));
    }
    answer.then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
    // `load` is the same call for the same key: the key alone says when to read again.
  }, [key, round]);
  const refetch = useCallback(() => {
    answers.delete(key);
    setRound((n) => n + 1);
  }, [key]);
  const current = state.key === key ? state : { key };
  return { data: current.data, error: current.error, isPending: current.data === undefined && current.error === undefined, refetch };
};

/** Starts a read before its page renders (the front page's packages, with its code); the page then takes this answer. */
export const primePublicData = <T,>(key: string, load: () => Promise<T>) => {
  if (answers.has(key)) return;
  const answer = load();
  answers.set(key, answer);
  answer.catch(() => answers.delete(key));
};

/** Forgets every kept answer (tests start each from the server). */
export const forgetPublicData = () => answers.clear();
