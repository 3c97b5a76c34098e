export * from './auth';
export * from './errors';
export * from './health';
export * from './messages';
export * from './users';
export * from './mailbox';
export * from './paging';
export * from './branding';
