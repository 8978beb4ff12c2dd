// The buttons of the moves the quote state allows now (contract: allowedQuoteActions), Submit
// first. Each is click-guarded; a request in flight also blocks the others (use-quote-commands).
import { memo } from 'react';
import type { QuoteAction } from '@portal/contract';
import { ClickGuardButton } from '../../kit/click-guard-button';
import { token } from '../../kit/css-token';
import { useT } from '../../runtime/i18n';
import { QUOTE_NS } from './quote-editor-text';

export interface QuoteActionsBarProps {
  actions: readonly QuoteAction[];
  dirty: boolean;
  onSave: (action: 'hold' | 'submit') => Promise<void>;
  onNoBid: () => Promise<void>;
}

export const QuoteActionsBar = memo(function QuoteActionsBar({
  actions,
  dirty,
  onSave,
  onNoBid,
}: QuoteActionsBarProps) {
  const { t } = useT(QUOTE_NS);
  if (!actions.length) return null;
  return (
    <div
      role="group"
      aria-label={t('actions.label')}
      // Sticky at the bottom of whatever scrolls the page: Submit stays in reach below a long form
      // (on a phone the form alone is several screens).
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        gap: 8,
        flexWrap: 'wrap',
        alignItems: 'center',
        padding: `${token('spacingVerticalS')} 0`,
        background: token('colorNeutralBackground1'),
        borderTop: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
      }}
    >
      {actions.includes('submit') ? (
        <ClickGuardButton appearance="primary" onClick={() => onSave('submit')}>
          {t('actions.submit')}
        </ClickGuardButton>
      ) : null}
      {actions.includes('hold') ? (
        <ClickGuardButton onClick={() => onSave('hold')}>{t('actions.hold')}</ClickGuardButton>
      ) : null}
      {actions.includes('noBid') ? (
        <ClickGuardButton onClick={() => onNoBid()}>{t('actions.noBid')}</ClickGuardButton>
      ) : null}
      {dirty ? (
        <span style={{ color: token('colorNeutralForeground3') }}>{t('notice.unsaved')}</span>
      ) : null}
    </div>
  );
});
