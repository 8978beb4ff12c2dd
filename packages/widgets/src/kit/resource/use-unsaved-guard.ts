// Keeps a user from losing typed changes: the browser asks before a reload or tab close while the
// form is dirty, and `confirmDiscard` asks (through useConfirm) before Cancel throws them away.
import { useCallback, useEffect } from 'react';
import { useT } from '../../runtime/i18n';
import { useConfirm } from '../confirm-dialog';

export function useUnsavedGuard(dirty: boolean): () => Promise<boolean> {
  const { t } = useT('common');
  const confirm = useConfirm();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chrome before 119 and Safari still want returnValue set to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return useCallback(
    async () =>
      !dirty ||
      confirm({
        title: t('kit.form.unsavedTitle'),
        body: t('kit.form.unsavedBody'),
        confirmLabel: t('kit.form.discard'),
        cancelLabel: t('kit.form.keepEditing'),
        danger: true,
      }),
    [dirty, confirm, t],
  );
}
