// What a widget shows when its data did not load: the reason and a Retry button, in a row (a form
// that shows nothing else) or below what stays on screen (a detail view keeps its back link).
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { useT } from '../runtime/i18n';
import { InlineAlert } from './form-layout';

const row: CSSProperties = { display: 'flex', gap: 12, alignItems: 'center', padding: 16 };

export interface LoadFailedProps {
  /** The reason: the server's message, or the widget's own words. */
  children: ReactNode;
  onRetry: () => void;
  layout?: 'row' | 'stack';
}

export function LoadFailed({ children, onRetry, layout = 'row' }: LoadFailedProps) {
  const { t } = useT('common');
  const retry = (
    <Button appearance={layout === 'stack' ? 'primary' : 'secondary'} onClick={onRetry}>
      {t('kit.list.retry')}
    </Button>
  );
  if (layout === 'stack') {
    return (
      <>
        <InlineAlert>{children}</InlineAlert>
        <div>{retry}</div>
      </>
    );
  }
  return (
    <div style={row}>
      <InlineAlert>{children}</InlineAlert>
      {retry}
    </div>
  );
}
