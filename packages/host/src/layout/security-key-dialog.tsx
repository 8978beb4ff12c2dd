import { SecurityKey, useT } from '@portal/widgets';
import { WidgetDialog } from './widget-dialog';

export interface SecurityKeyDialogProps {
  open: boolean;
  /**
   * An administrator requires a key and none is registered yet
   * (docs/decisions/2026-11-27-security-keys.md): the dialog stays until one is, before anything else.
   */
  required: boolean;
  onClose: () => void;
}

/** The user's security keys (the user menu's Security key), labelled like the password dialog. */
export function SecurityKeyDialog({ open, required, onClose }: SecurityKeyDialogProps) {
  const { t } = useT('host');
  return (
    <WidgetDialog
      open={open}
      label={t('layout.securityKey')}
      maxWidth={600}
      dismissible={!required}
      onClose={onClose}
    >
      <SecurityKey onRegistered={onClose} onClose={required ? undefined : onClose} />
    </WidgetDialog>
  );
}
