// Layout pieces for forms. Inline styles over Fluent's CSS variables instead of makeStyles: Griffel's
// runtime style compiler (~7 KB gzip) then never ships, and the page's CSS cannot reach them anyway.
import type { CSSProperties, FormHTMLAttributes, ReactNode } from 'react';
import { Field, type tokens } from '@fluentui/react-components';

// `var(--token)` by name, type-checked against Fluent's token names. Not `tokens.x`: reading one
// property keeps the whole token-name map (5 KB gzip) in the bundle.
const token = (name: keyof typeof tokens) => `var(--${name})`;

const formStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalXL'),
  boxSizing: 'border-box',
};

export interface FormStackProps extends FormHTMLAttributes<HTMLFormElement> {
  maxWidth?: number;
}

export function FormStack({ maxWidth = 400, style, ...rest }: FormStackProps) {
  return <form noValidate {...rest} style={{ ...formStyle, maxWidth, ...style }} />;
}

export function FormTitle({ children }: { children: ReactNode }) {
  return (
    <h2
      style={{
        margin: 0,
        fontSize: token('fontSizeBase500'),
        lineHeight: token('lineHeightBase500'),
        fontWeight: token('fontWeightSemibold'),
      }}
    >
      {children}
    </h2>
  );
}

export function Row({
  children,
  spread,
  end,
}: {
  children: ReactNode;
  spread?: boolean;
  /** Buttons at the row's end (a dialog's actions). */
  end?: boolean;
}) {
  return (
    <div
      style={{
        display: 'flex',
        gap: token('spacingHorizontalM'),
        justifyContent: spread ? 'space-between' : end ? 'flex-end' : 'flex-start',
        alignItems: 'center',
      }}
    >
      {children}
    </div>
  );
}

export type InlineAlertIntent = 'error' | 'warning' | 'success' | 'info';

/**
 * A form-level message (server error, session expired, saved), shown like Fluent's Field validation
 * messages: icon + coloured text, no MessageBar, which a single sentence does not need (and which
 * cost 2.4 KB gzip). The live region is always mounted, so the message is announced when it
 * appears: as an alert for errors and warnings, politely (status) otherwise.
 */
export function InlineAlert({
  intent = 'error',
  children,
}: {
  intent?: InlineAlertIntent;
  children?: ReactNode;
}) {
  const urgent = intent === 'error' || intent === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'}>
      {children ? (
        <Field
          validationState={intent === 'info' ? 'none' : intent}
          // The region above announces it; Field's own role=alert would make it speak twice.
          validationMessage={{ children, role: undefined }}
        />
      ) : null}
    </div>
  );
}
