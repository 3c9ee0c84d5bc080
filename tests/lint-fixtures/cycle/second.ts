// Breaks the no-cycle rule on purpose (see first.ts).
import { first } from './first';

export const second = (): string => (first.length > 0 ? 'second' : '');
