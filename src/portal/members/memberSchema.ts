import * as yup from 'yup';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { PHONE_RULE } from '../../../resources/phoneRule';
import { travelAgents } from '../../../resources/travelagent';
import type { Translate } from '../PortalLocale';
import { AGENCY_ROLE_CHOICES, type AgencyRole, type NewMember } from './membersApi';

const f = travelAgents.fields;

/**
 * The Add member form's rules: the travelagent resource's own (as the server checks them), plus the
 * re-entered password. Built again when the language changes, so the messages follow it.
 */
export const memberSchema = (t: Translate) => {
  const required = t('ra.validation.required');
  const text = (max: number) => yup.string().trim().max(max, t('ra.validation.maxLength', { max }));
  return yup.object({
    firstName: text(f.firstName.maxLength).required(required),
    lastName: text(f.lastName.maxLength).required(required),
    email: text(f.email.maxLength).required(required).email(t('app.validation.invalid_email')),
    phone: text(f.phone.maxLength).required(required).matches(PHONE_RULE, t('app.validation.phone')),
    password: yup.string().required(required).matches(PASSWORD_RULE, t('app.validation.password_rule')),
    confirmPassword: yup
      .string()
      .required(t('app.validation.re_enter_password_required'))
      .oneOf([yup.ref('password')], t('app.validation.passwords_must_match')),
    agencyRole: yup.mixed<AgencyRole>().oneOf(AGENCY_ROLE_CHOICES).required(required),
  });
};

export type MemberValues = yup.InferType<ReturnType<typeof memberSchema>>;
export type MemberField = keyof MemberValues;

/** The body of `POST /members`: the re-entered password stays in the form. */
export const memberBody = ({ confirmPassword: _confirm, ...values }: MemberValues): NewMember => values;
