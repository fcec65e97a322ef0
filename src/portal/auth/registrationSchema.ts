import * as yup from 'yup';
import { travelAgents } from '../../../resources/travelagent';
import type { Translate } from '../PortalLocale';
import { accountFields, textRule } from './accountRules';

const f = travelAgents.fields;
export const AGENT_TYPE_CHOICES = f.agentType.choices;

/**
 * The registration form's rules: the travelagent resource's own (required fields, lengths, e-mail, phone,
 * password), as the server checks them (`POST /api/auth/travelagent/add`), plus the re-entered password.
 * Messages are translated when the schema is built, so it is built again when the language changes.
 */
export const registrationSchema = (t: Translate) => {
  const required = t('ra.validation.required');
  const optional = (max: number) => textRule(t, max).default('');
  return yup.object({
    ...accountFields(t),
    agentType: yup.mixed<(typeof AGENT_TYPE_CHOICES)[number]>().oneOf(AGENT_TYPE_CHOICES).required(required),
    // A travel agency (TA) names its company; a freelancer need not.
    companyName: optional(f.companyName.maxLength).when('agentType', { is: 'TA', then: (s) => s.required(t('app.registration.company_required')) }),
    licenseNumber: optional(f.licenseNumber.maxLength),
    address: optional(f.address.maxLength),
    city: optional(f.city.maxLength),
    country: optional(f.country.maxLength),
    referralCode: optional(40),
  });
};

export type RegistrationValues = yup.InferType<ReturnType<typeof registrationSchema>>;
export type RegistrationField = keyof RegistrationValues;

/** The body of `POST /api/auth/travelagent/add`: the re-entered password stays here, empty optional fields are left out. */
export const registrationBody = ({ confirmPassword: _confirm, ...values }: RegistrationValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
