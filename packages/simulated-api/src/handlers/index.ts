import { systemHandlers } from './system';
import { catalogHandlers } from './catalog';
import { accountHandlers } from './account';
import { advertiserHandlers } from './advertiser';
import { subscriptionHandlers } from './subscriptions';
import { managerHandlers } from './manager';

/** Every simulated call; the same list serves the browser, Vitest and the HTTP server. */
export const handlers = [...systemHandlers, ...catalogHandlers, ...accountHandlers, ...advertiserHandlers, ...subscriptionHandlers, ...managerHandlers];
