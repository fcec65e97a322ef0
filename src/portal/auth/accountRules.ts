import * as yup from 'yup';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { PHONE_RULE } from '../../../resources/phoneRule';
import { travelAgents } from '../../../resources/travelagent';
import type { Translate } from '../PortalLocale';

const f = travelAgents.fields;

/** A trimmed text of at most `max` characters (the travelagent resource's length for the field). */
export const textRule = (t: Translate, max: number) => yup.string().trim().max(max, t('ra.validation.maxLength', { max }));

/**
 * The fields every new agent account has, with the travelagent resource's rules as the server checks
 * them (names, e-mail, phone, password), plus the re-entered password: shared by the registration form
 * and Add member. Messages are translated here, so a schema is built again when the language changes.
 */
export const accountFields = (t: Translate) => {
  const required = t('ra.validation.required');
  return {
    firstName: textRule(t, f.firstName.maxLength).required(required),
    lastName: textRule(t, f.lastName.maxLength).required(required),
    email: textRule(t, f.email.maxLength).required(required).email(t('app.validation.invalid_email')),
    phone: textRule(t, f.phone.maxLength).required(required).matches(PHONE_RULE, t('app.validation.phone')),
    password: yup.string().required(required).matches(PASSWORD_RULE, t('app.validation.password_rule')),
    confirmPassword: yup
      .string()
      .required(t('app.validation.re_enter_password_required'))
      .oneOf([yup.ref('password')], t('app.validation.passwords_must_match')),
  };
};
