import { lazy, Suspense } from 'react';
import { useT } from '@portal/widgets';
import { WidgetDialog } from './widget-dialog';

// The widget is loaded when the dialog first opens: the layout's chunk stays as it was.
const Profile = lazy(() =>
  import('@portal/widgets/widgets/sp-profile/profile').then((m) => ({ default: m.Profile })),
);

/** The dialog's width: the form's 440 px and the surface's padding. */
const DIALOG_MAX_PX = 480;

export interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The user menu's My profile (sp-profile), as Change password opens sp-change-password. A save
 * updates the session, so the header shows the new name at once.
 */
export function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  const { t } = useT('host');
  return (
    <WidgetDialog
      open={open}
      label={t('layout.profile')}
      maxWidth={DIALOG_MAX_PX}
      onClose={onClose}
    >
      <Suspense fallback={null}>
        <Profile onSaved={onClose} onCancel={onClose} />
      </Suspense>
    </WidgetDialog>
  );
}
