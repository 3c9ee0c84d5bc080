import type { HttpHandler } from 'msw';

/** Filled in by its feature's issue. */
export const managerHandlers: HttpHandler[] = [];
