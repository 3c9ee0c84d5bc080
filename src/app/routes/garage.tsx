import { GaragePage } from '@/features/garage/garage-page';

/** /garage. */
export function Component() {
  return <GaragePage />;
}
