import * as yup from 'yup';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { PHONE_RULE } from '../../../resources/phoneRule';
import { travelAgents } from '../../../resources/travelagent';
import type { Translate } from '../PortalLocale';

const f = travelAgents.fields;
export const AGENT_TYPE_CHOICES = f.agentType.choices;

/**
 * The registration form's rules: the travelagent resource's own (required fields, lengths, e-mail, phone,
 * password), as the server checks them (`POST /api/auth/travelagent/add`), plus the re-entered password.
 * Messages are translated when the schema is built, so it is built again when the language changes.
 */
export const registrationSchema = (t: Translate) => {
  const required = t('ra.validation.required');
  const text = (max: number) => yup.string().trim().max(max, t('ra.validation.maxLength', { max }));
  const optional = (max: number) => text(max).default('');
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
