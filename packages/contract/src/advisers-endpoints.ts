import { defineEndpoints } from './endpoint';

/**
 * Brokers and planners (one adviser core, decision 001): the administrators' lists and actions, and each adviser's
 * own settings. The spec gives each kind its own paths (`broker/*`, `planner/*`), so each is an endpoint here; the
 * server serves both from one handler. A client is refused (403) at the account endpoints; another adviser's id
 * answers 404 from the service.
 */
const ADVISER = ['admin', 'broker', 'planner'] as const;

export const advisersEndpoints = defineEndpoints('advisers', {
  brokerList: { method: 'GET', path: '/broker/list', access: 'admin', summary: 'List brokers, searched and sorted' },
  brokerExport: {
    method: 'GET',
    path: '/broker/export',
    access: 'admin',
    produces: 'text/csv',
    summary: 'Export every broker as a CSV file',
  },
  brokerEdit: {
    method: 'POST',
    path: '/broker/edit/:id',
    access: 'admin',
    summary: "Grant or withdraw a broker's free access, or suspend or un-suspend them",
  },
  brokerExtendTrial: {
    method: 'POST',
    path: '/broker/extend-trial/:id',
    access: 'admin',
    summary: "Lengthen or shorten a broker's trial",
  },
  brokerTerminateBilling: {
    method: 'POST',
    path: '/broker/terminate-billing/:id',
    access: 'admin',
    summary: "End a broker's paid subscription",
    failures: [409],
  },
  brokerDelete: {
    method: 'DELETE',
    path: '/broker/delete/:id',
    access: 'admin',
    summary: 'Delete a broker: they and their clients can no longer sign in',
  },
  plannerList: { method: 'GET', path: '/planner/list', access: 'admin', summary: 'List planners, searched and sorted' },
  plannerExport: {
    method: 'GET',
    path: '/planner/export',
    access: 'admin',
    produces: 'text/csv',
    summary: 'Export every planner as a CSV file',
  },
  plannerEdit: {
    method: 'POST',
    path: '/planner/edit/:id',
    access: 'admin',
    summary: "Grant or withdraw a planner's free access, or suspend or un-suspend them",
  },
  plannerExtendTrial: {
    method: 'POST',
    path: '/planner/extend-trial/:id',
    access: 'admin',
    summary: "Lengthen or shorten a planner's trial",
  },
  plannerTerminateBilling: {
    method: 'POST',
    path: '/planner/terminate-billing/:id',
    access: 'admin',
    summary: "End a planner's paid subscription",
    failures: [409],
  },
  plannerDelete: {
    method: 'DELETE',
    path: '/planner/delete/:id',
    access: 'admin',
    summary: 'Delete a planner: they and their clients can no longer sign in',
  },
  brokerDetail: { method: 'GET', path: '/broker/detail', access: ADVISER, summary: "Read a broker's settings" },
  plannerDetail: { method: 'GET', path: '/planner/detail', access: ADVISER, summary: "Read a planner's settings" },
  brokerSave: {
    method: 'POST',
    path: '/broker/save',
    access: ADVISER,
    summary: "Save one of a broker's settings, unless it changed since it was read",
    failures: [409],
  },
  plannerSave: {
    method: 'POST',
    path: '/planner/save',
    access: ADVISER,
    summary: "Save one of a planner's settings, unless it changed since it was read",
    failures: [409],
  },
  userAccount: {
    method: 'POST',
    path: '/user/account',
    access: ADVISER,
    summary: "Save a broker's name, or ask to change their login email",
    failures: [409],
  },
  plannerUserAccount: {
    method: 'POST',
    path: '/planner/user/account',
    access: ADVISER,
    summary: "Save a planner's name, or ask to change their login email",
    failures: [409],
  },
  plannerUserDetail: {
    method: 'GET',
    path: '/planner/user/detail',
    access: ADVISER,
    summary: "Read a planner's name and login email",
  },
});
