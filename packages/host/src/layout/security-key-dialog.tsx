import { Dialog, DialogBody, DialogContent, DialogSurface } from '@fluentui/react-components';
import { SecurityKey, useT } from '@portal/widgets';

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
    <Dialog
      open={open}
      modalType={required ? 'alert' : 'modal'}
      onOpenChange={(_, data) => !data.open && !required && onClose()}
    >
      <DialogSurface aria-label={t('layout.securityKey')} style={{ maxWidth: 600 }}>
        <DialogBody>
          <DialogContent>
            {open && (
              <SecurityKey onRegistered={onClose} onClose={required ? undefined : onClose} />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
