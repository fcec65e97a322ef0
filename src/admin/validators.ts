import { email, maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import { MAX_IMAGES, type FieldDefinition } from '../../resources/types';
import { PASSWORD_RULE } from '../../resources/passwordRule';

export type FormMode = 'create' | 'edit';

/** What the server takes as a file's address (server/app/crud/recordSchema.ts): an upload path or an http(s) URL. */
const UPLOADED_OR_WEB = /^(\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/;

/** The client-side checks of a field, from its definition; the server checks everything again. */
export const validatorsOf = (def: FieldDefinition, mode: FormMode): Validator[] => {
  const checks: Validator[] = [];
  // A boolean is never blank; a blank password on edit keeps the current one.
  if (def.required && def.type !== 'boolean' && !(def.type === 'password' && mode === 'edit')) checks.push(required());
  switch (def.type) {
    case 'integer':
    case 'decimal':
    case 'money':
      if (def.min !== undefined) checks.push(minValue(def.min));
      if (def.max !== undefined) checks.push(maxValue(def.max));
      break;
    case 'password':
      checks.push(regex(PASSWORD_RULE, 'app.validation.password_rule'));
      break;
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'country':
    case 'dialCode':
    case 'url':
    case 'color':
    case 'time':
      if (def.minLength !== undefined) checks.push(minLength(def.minLength));
      if (def.maxLength !== undefined) checks.push(maxLength(def.maxLength));
      if (def.pattern) checks.push(regex(new RegExp(`^(?:${def.pattern})$`), 'ra.validation.regex'));
      if (def.type === 'email') checks.push(email());
      break;
    case 'file':
      checks.push(regex(UPLOADED_OR_WEB, 'app.fileField.invalid'));
      break;
    case 'images':
      checks.push((value: unknown) => (Array.isArray(value) && value.length > MAX_IMAGES ? { message: 'app.validation.too_many_images', args: { max: MAX_IMAGES } } : undefined));
      break;
    default:
      break;
  }
  return checks;
};
