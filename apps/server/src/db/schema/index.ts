export * from './activity';
export * from './advisers';
export * from './clients';
export * from './emails';
export * from './feedback';
export * from './sessions';
export * from './stripe-events';
export * from './users';
