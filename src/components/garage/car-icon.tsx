import { Icon } from '@/components/icon';

const CAR =
  'M2.6 7 4 3.2h8L13.4 7H15v5.3h-1.4V14h-2.2v-1.7H4.6V14H2.4v-1.7H1V7zm2.5 0h5.8l-.9-2.4H6zM3.2 9.6a1 1 0 1 0 2 0 1 1 0 0 0-2 0m7.6 0a1 1 0 1 0 2 0 1 1 0 0 0-2 0';

/** A car seen from the front; sized by the caller, coloured by the text colour. */
export function CarIcon({ size = 18 }: { size?: number }) {
  return <Icon d={CAR} size={size} evenOdd />;
}
