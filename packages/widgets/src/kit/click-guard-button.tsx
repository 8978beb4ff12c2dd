// A Button that cannot fire twice: disabled for CLICK_GUARD_MS after a click, or until the promise
// its onClick returns settles, whichever is later (docs/product-rules.md#feedback-and-errors).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { CLICK_GUARD_MS } from '@portal/contract';

export interface ClickGuardButtonProps extends Omit<ButtonProps, 'onClick'> {
  onClick?: (e: MouseEvent<HTMLElement>) => unknown;
  /** Guard length in ms; CLICK_GUARD_MS by default. */
  guardMs?: number;
}

export function ClickGuardButton({
  onClick,
  guardMs = CLICK_GUARD_MS,
  disabled,
  type = 'button',
  ...rest
}: ClickGuardButtonProps) {
  const [timerBusy, setTimerBusy] = useState(false);
  const [taskBusy, setTaskBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const busy = timerBusy || taskBusy;
  const handleClick = (e: MouseEvent<HTMLElement>) => {
    if (busy) {
      e.preventDefault();
      return;
    }
    setTimerBusy(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTimerBusy(false), guardMs);
    const result = onClick?.(e);
    if (result instanceof Promise) {
      setTaskBusy(true);
      result.catch(() => undefined).finally(() => setTaskBusy(false));
    }
  };
  // A submit button still submits its form on Enter while guarded, so the form checks `busy` too;
  // disabledFocusable keeps focus on the button while it is blocked.
  // Omit<> over Fluent's button/anchor union loses the discriminant, hence the cast back.
  const props = {
    ...rest,
    type,
    disabled,
    disabledFocusable: !disabled && busy,
    'aria-busy': busy || undefined,
    'data-guarded': busy || undefined,
    onClick: handleClick,
  } as ButtonProps;
  return <Button {...props} />;
}
