import { defineEndpoints } from './endpoint';

/**
 * Serviceability from the fact-find (decision 048): for the client's adviser (or an administrator) on a paid plan; a
 * client is refused, another adviser's client answers 404, the Free plan 403 with the upgrade message. The firm's
 * settings (income shading, the expense benchmark) are the adviser's own.
 */
export const serviceabilityEndpoints = defineEndpoints('serviceability', {
  get: {
    method: 'GET',
    path: '/serviceability',
    access: 'signedIn',
    summary: "A client's serviceability, with a what-if rate, term and loan amount",
  },
  settings: {
    method: 'GET',
    path: '/serviceability/settings',
    access: ['admin', 'broker', 'planner'],
    summary: "An adviser's serviceability settings: income shading and the expense benchmark",
  },
  saveSettings: {
    method: 'POST',
    path: '/serviceability/settings',
    access: ['admin', 'broker', 'planner'],
    summary: "Save an adviser's serviceability settings",
  },
});

/** Strategies (Pro): the library filled from the fact-find, and the ones an adviser chose for a client. */
export const strategyEndpoints = defineEndpoints('strategy', {
  list: {
    method: 'GET',
    path: '/strategy/list',
    access: 'signedIn',
    summary: "The strategy library filled from a client's fact-find, with the ones chosen",
  },
  save: {
    method: 'POST',
    path: '/strategy/save',
    access: 'signedIn',
    summary: 'Choose a strategy for a client, with its inputs',
  },
  remove: {
    method: 'POST',
    path: '/strategy/remove',
    access: 'signedIn',
    summary: "Take a strategy off a client's chosen ones",
  },
});
