import { defineFuzzSuite } from './fuzz/fuzz-suite';

/** Shard 2 of 3 of the OpenAPI fuzz (test/fuzz/fuzz-suite.ts). */
defineFuzzSuite(1, 3);
