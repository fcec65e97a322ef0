import * as yup from 'yup';
import { accountFields } from '../auth/accountRules';
import type { Translate } from '../PortalLocale';
import { AGENCY_ROLE_CHOICES, type AgencyRole, type NewMember } from './membersApi';

/**
 * The Add member form's rules: a new account's fields (the travelagent resource's rules, as the server
 * checks them, plus the re-entered password) and the member's role. Built again when the language changes.
 */
export const memberSchema = (t: Translate) => {
  const required = t('ra.validation.required');
  return yup.object({
    ...accountFields(t),
    agencyRole: yup.mixed<AgencyRole>().oneOf(AGENCY_ROLE_CHOICES).required(required),
  });
};

export type MemberValues = yup.InferType<ReturnType<typeof memberSchema>>;
export type MemberField = keyof MemberValues;

/** The body of `POST /members`: the re-entered password stays in the form. */
export const memberBody = ({ confirmPassword: _confirm, ...values }: MemberValues): NewMember => values;
