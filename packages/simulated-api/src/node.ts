import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The simulated API for Vitest. */
export const server = setupServer(...handlers);
