import type { MouseEvent, ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useSingleFlight } from '@/lib/use-single-flight';

type Props = Omit<ButtonProps, 'onClick' | 'type'> & {
  /** The action runs: spinner, disabled and aria-busy. */
  busy?: boolean;
  /** Shown instead of the label while busy ('Validando...'). */
  busyLabel?: ReactNode;
  /** 'submit' by default; 'button' when an onClick action is given. */
  type?: 'submit' | 'button';
  /**
   * An onClick-style action. Return its promise (`mutation.mutateAsync(...)`) and clicks made
   * before it settles are ignored, even two dispatched in the same task, before the re-render
   * that disables the button. A form's own submit handler is guarded with useSingleFlight.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
};

/** The button that sends something: shows a spinner and is disabled while it runs, and sends once. */
export function SubmitButton({ busy = false, busyLabel, type, onClick, disabled, children, ...rest }: Props) {
  const [run, running] = useSingleFlight((event: MouseEvent<HTMLButtonElement>) => onClick?.(event));
  const working = busy || running;
  return (
    <Button
      {...rest}
      type={type ?? (onClick ? 'button' : 'submit')}
      disabled={disabled || working}
      aria-busy={working || undefined}
      onClick={onClick ? run : undefined}
    >
      {working ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
      {working && busyLabel ? busyLabel : children}
    </Button>
  );
}
