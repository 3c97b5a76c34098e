export * from './activity';
export * from './advisers';
export * from './clients';
export * from './emails';
export * from './sessions';
export * from './users';
