// The confirm function's context, apart from the dialog that answers it: a hook that only asks
// (the unsaved-changes guard, a form on a public page) does not bring Fluent's Dialog into its chunk.
import { createContext, useContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  /** Already translated: the caller knows its own namespace. */
  title: string;
  body?: ReactNode;
  /** Default: "Confirm". */
  confirmLabel?: string;
  /** Default: "Cancel". */
  cancelLabel?: string;
  /** Destructive or irreversible: red confirm button, an alert dialog that a backdrop click keeps open. */
  danger?: boolean;
}

/** Resolves true when the user confirmed; false on Cancel, Escape, or when the screen goes away. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = /* @__PURE__ */ createContext<ConfirmFn | null>(null);

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) {
    // Loud on purpose: a silent "false" would make a destructive button do nothing, unexplained.
    throw new Error('useConfirm() needs a <ConfirmProvider> above it (or wrap with withConfirm).');
  }
  return confirm;
}

/** The confirm function when a ConfirmProvider is above, else null (the caller decides). */
export function useOptionalConfirm(): ConfirmFn | null {
  return useContext(ConfirmContext);
}
