// Breaks the no-cycle rule on purpose: first.ts → second.ts → first.ts.
import { second } from './second';

export const first = (): string => `first then ${second()}`;
