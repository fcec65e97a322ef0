import { AGENT_CODE_KEY } from '../shared/session';

/** The agent code of a booking link (`?agent=<code>`): letters, digits and dashes, as referral codes are. */
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Remembers the agent of a booking link (`/portal?agent=<code>`) in local storage, so the booking made
 * later in this browser, after browsing, signing up and confirming the e-mail, still carries it as
 * `agentCode`. A later link of another agent replaces it.
 */
export const rememberAgentCode = (search: string) => {
  const code = new URLSearchParams(search).get('agent')?.trim();
  if (code && CODE.test(code)) localStorage.setItem(AGENT_CODE_KEY, code);
};

/** The remembered agent code, for a booking's `agentCode`; undefined when the guest came on their own. */
export const agentCode = (): string | undefined => localStorage.getItem(AGENT_CODE_KEY) ?? undefined;
