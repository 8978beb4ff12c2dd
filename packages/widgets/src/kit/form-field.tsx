// A Fluent Field whose message is a contract MessageKey (translated here) or plain text, so every
// form shows validation the same way in both languages.
import { Field, type FieldProps } from '@fluentui/react-components';
import type { MessageKey } from '@portal/contract';
import { isContractMessage, useT } from '../runtime/i18n';

export interface FormFieldProps extends Omit<FieldProps, 'validationMessage' | 'validationState'> {
  /** A contract message key (translated) or already translated text; falsy = valid. */
  error?: MessageKey | string | null;
  /** Placeholders of the message, e.g. { max: 20 } for field.tooLong. */
  errorParams?: Record<string, string | number>;
}

export function FormField({ error, errorParams, children, ...rest }: FormFieldProps) {
  const { t } = useT('contract');
  const message = error ? (isContractMessage(error) ? t(error, errorParams) : error) : undefined;
  return (
    <Field {...rest} validationState={message ? 'error' : 'none'} validationMessage={message}>
      {children}
    </Field>
  );
}
