/** The advice tools: serviceability and strategies, their tables and formulas (zod-free) and their schemas. */
export * from './api';
export * from './fact-find';
export * from './money';
export * from './serviceability';
export * from './settings';
export * from './strategies';
export * from './tax-tables';
