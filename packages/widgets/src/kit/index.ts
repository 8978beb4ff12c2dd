// Generic building blocks on Fluent UI v9, shared by every widget. The kit never imports a widget.
export { ClickGuardButton, type ClickGuardButtonProps } from './click-guard-button';
export { RelativeTime, relativeTimeText, type RelativeTimeProps } from './relative-time';
export { FormField, type FormFieldProps } from './form-field';
export { PasswordInput, type PasswordInputProps } from './password-input';
export {
  FormStack,
  FormTitle,
  Row,
  InlineAlert,
  type FormStackProps,
  type InlineAlertIntent,
} from './form-layout';
