// A state as a coloured Fluent Badge with its translated name (`enum.<enum>.<value>`). The colour
// only repeats what the text says, so the state is never conveyed by colour alone (WCAG 1.4.1).
import { Badge } from '@fluentui/react-components';
import { useT } from '../runtime/i18n';
import { enumLabel, namespaces } from './enum-label';
import type { StatusColor } from './resource/resource-types';

export interface StatusBadgeProps {
  value: string;
  /** The enum's name in the label keys: `quoteState` → `enum.quoteState.<value>`. */
  enum: string;
  colors?: Partial<Record<string, StatusColor>>;
  /** Namespace looked in before `common`. */
  ns?: string;
  size?: 'small' | 'medium' | 'large';
}

export function StatusBadge({ value, enum: name, colors, ns, size = 'medium' }: StatusBadgeProps) {
  const { t } = useT(namespaces(ns));
  return (
    <Badge
      appearance="tint"
      shape="rounded"
      size={size}
      color={colors?.[value] ?? 'informative'}
      data-state={value}
    >
      {enumLabel(t, name, value, ns)}
    </Badge>
  );
}
