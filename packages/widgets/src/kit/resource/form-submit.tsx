// What every kit form ends with, for the kit's ResourceForm and for screens that lay out their own
// form on useResourceForm (registration): the server's form-level messages and the guarded submit.
import { ClickGuardButton } from '../click-guard-button';
import { dangerButtonStyle } from '../danger-style';
import { InlineAlert } from '../form-layout';

/**
 * The form's messages that belong to no field, one per line. The first stays inline so it sits on
 * the line of the Field's error icon (a block would push it below the icon); later ones break.
 */
export function FormMessages({ messages }: { messages: readonly string[] }) {
  return (
    <InlineAlert>
      {messages.length
        ? messages.map((m, i) => (
            <span key={m} data-form-message="">
              {i > 0 ? <br /> : null}
              {m}
            </span>
          ))
        : null}
    </InlineAlert>
  );
}

/**
 * The primary submit, held for a moment after a click so a double click sends once; red when the
 * form is a destructive answer (`danger`).
 */
export function FormSubmitButton({
  form,
}: {
  form: { submit: () => unknown; submitLabel: string; danger?: boolean };
}) {
  return (
    <ClickGuardButton
      type="submit"
      appearance="primary"
      style={form.danger ? dangerButtonStyle : undefined}
      onClick={(e) => {
        e.preventDefault();
        return form.submit();
      }}
    >
      {form.submitLabel}
    </ClickGuardButton>
  );
}
