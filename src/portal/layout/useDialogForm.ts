import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';

interface DialogFormOptions<Input, Field extends string> {
  initial: Input;
  save: (input: Input) => Promise<unknown>;
  onSaved: () => void;
  /** The form's own checks before anything is sent: a message per field that is wrong. */
  check: (input: Input) => Partial<Record<Field, string>>;
  /** Whether a refusal's field messages need the message above the form too (default: when they name no field). */
  generalWhen?: (fields: Record<string, string>) => boolean;
}

/**
 * A dialog's form: its values, a setter per field, the field messages (the form's own checks, then the
 * server's 400), a message above the form when the server refused without naming a field, and the save.
 */
export const useDialogForm = <Input, Field extends string>({ initial, save: send, onSaved, check, generalWhen = (fields) => Object.keys(fields).length === 0 }: DialogFormOptions<Input, Field>) => {
  const t = useT();
  const [form, setForm] = useState<Input>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string>();
  const set = <K extends keyof Input>(name: K) => (value: Input[K]) => setForm((current) => ({ ...current, [name]: value }));
  const save = useMutation({
    mutationFn: send,
    onSuccess: onSaved,
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields as Partial<Record<Field, string>>);
      setGeneral(generalWhen(fields) ? (error instanceof Error && error.message) || t('app.errors.server') : undefined);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = check(form);
    setErrors(missing);
    setGeneral(undefined);
    if (Object.keys(missing).length === 0) save.mutate(form);
  };
  return { form, set, errors, general, save, submit };
};
