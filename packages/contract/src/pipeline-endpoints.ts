import { defineEndpoints } from './endpoint';

/**
 * The deal after lodgement: its stage, its lender, amount and dates, and the board of one adviser's deals by stage.
 * Whose client it is is the access module's to decide (another's answers 404).
 */
export const pipelineEndpoints = defineEndpoints('pipeline', {
  stage: {
    method: 'POST',
    path: '/client/stage',
    access: 'signedIn',
    summary: "Move a client's deal to a stage after lodgement",
    failures: [409],
  },
  deal: {
    method: 'POST',
    path: '/client/deal',
    access: 'signedIn',
    summary: "Save a deal's lender, loan amount, settlement date and fixed-rate expiry",
  },
  board: {
    method: 'GET',
    path: '/client/board',
    access: ['admin', 'broker', 'planner'],
    summary: "Read one page of one stage's deals, with the stage's count and loan total",
  },
});

/** Tasks on a client (by hand or by rule) and notes on its timeline. */
export const tasksEndpoints = defineEndpoints('tasks', {
  save: {
    method: 'POST',
    path: '/task/save',
    access: 'signedIn',
    summary: 'Add a task to a client, or change one',
  },
  list: {
    method: 'GET',
    path: '/task/list',
    access: ['admin', 'broker', 'planner'],
    summary: "List a client's or an adviser's tasks due today, overdue, or all",
  },
  note: {
    method: 'POST',
    path: '/client/note',
    access: 'signedIn',
    status: 201,
    summary: "Add a note to a client's timeline",
  },
});
