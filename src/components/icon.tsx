/**
 * A one-path icon on a 16 x 16 grid, coloured by the text colour and hidden from assistive
 * technology: the control around it carries the name.
 */
export function Icon({ d, size = 16, className, evenOdd = false }: { d: string; size?: number; className?: string; evenOdd?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" fillRule={evenOdd ? 'evenodd' : undefined} d={d} />
    </svg>
  );
}
