import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useSingleFlight } from '@/lib/use-single-flight';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  /** Bootstrap's button variant ('primary', 'outline-secondary', 'link'...). */
  variant?: string;
  size?: 'sm' | 'lg';
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

/**
 * The button that sends something: shows a spinner and is disabled while it runs, and sends once.
 * Bootstrap's button markup written out (as react-bootstrap's Button draws it): the product page's
 * 'Tenho interesse' is one, and it should not bring that component's code with it.
 */
export function SubmitButton({ busy = false, busyLabel, type, onClick, disabled, children, variant = 'primary', size, className, ...rest }: Props) {
  const [run, running] = useSingleFlight((event: MouseEvent<HTMLButtonElement>) => onClick?.(event));
  const working = busy || running;
  return (
    <button
      {...rest}
      className={[className, 'btn', `btn-${variant}`, size ? `btn-${size}` : ''].filter(Boolean).join(' ')}
      type={type ?? (onClick ? 'button' : 'submit')}
      disabled={disabled || working}
      aria-busy={working || undefined}
      onClick={onClick ? run : undefined}
    >
      {working ? <span className="me-2 spinner-border spinner-border-sm" aria-hidden="true" /> : null}
      {working && busyLabel ? busyLabel : children}
    </button>
  );
}
