// The ref every dialog surface of the portal takes: it names the surface's part, and it makes the
// surface Tabster's active modal once mounted.
//
// Why the second: Fluent's Dialog leaves activation to the focus event of its first button. When a
// dialog opens right after another one closed (a refused Delete, then Delete on the next row),
// Tabster may still count the closed dialog as active, treat the new surface as one of the inactive
// modals, and set aria-hidden="true" on it 250 ms later: the dialog is on screen but gone from the
// accessibility tree, so a screen reader cannot read it (seen in the roles and customer-relations
// tests on a loaded machine). Activating the surface explicitly removes the race.
import { useCallback } from 'react';
import { useActivateModal } from '@fluentui/react-tabster';
import { partRef } from '../theme/parts';

const namePart = partRef('dialog');

export function useDialogSurfaceRef(): (el: HTMLElement | null) => void {
  const activateModal = useActivateModal();
  return useCallback(
    (el: HTMLElement | null) => {
      namePart(el);
      if (el) activateModal(el);
    },
    [activateModal],
  );
}
