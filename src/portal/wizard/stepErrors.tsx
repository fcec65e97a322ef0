import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Message, WizardStep } from '../../../wizard/model';
import { validateStep } from '../../../wizard/validation';
import { useT } from '../localeContext';
import { useWizardContext } from './wizardActor';

/** Whether the person has tried to move on from this step: its rule messages show from then on. */
const TriedContext = createContext(false);

export const TriedProvider = ({ tried, children }: { tried: boolean; children: ReactNode }) => <TriedContext.Provider value={tried}>{children}</TriedContext.Provider>;

/** A message in the reader's language: an i18n key with its arguments, or the server's own sentence. */
export const useMessage = () => {
  const t = useT();
  return (message: Message | null | undefined) => (message ? t(message.message, message.args) : undefined);
};

/**
 * The message to show on each field of a step, by the server's path (`guests.0.idNumber`): the server's
 * answer always, the step's own rules once the person tried to go on.
 */
export const useStepErrors = (step: WizardStep) => {
  const context = useWizardContext();
  const tried = useContext(TriedContext);
  const text = useMessage();
  const errors = useMemo(() => ({ ...(tried ? validateStep(step, context) : {}), ...context.fieldErrors }), [tried, step, context]);
  return (path: string) => text(errors[path]);
};

/** MUI's error props for a field's message. */
export const errorProps = (message: string | undefined) => ({ error: Boolean(message), helperText: message });
