import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { TestApp } from './testApp';

/** Solves a challenge the way the forms do, into the `captcha` field's value. */
export const solve = async (challenge: Challenge) => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return btoa(JSON.stringify({ challenge, solution }));
};

/** A fresh challenge from `GET /api/auth/captcha`, solved: what a public form posts as `captcha`. */
export const solvedCaptcha = async (api: TestApp) => {
  const answer = await api.call('GET', '/api/auth/captcha');
  if (answer.status !== 200 || answer.json.mode !== 'altcha') throw new Error(`no captcha challenge: ${answer.status} ${answer.text}`);
  return solve(answer.json.challenge as unknown as Challenge);
};
