import { defineFuzzSuite } from './fuzz/fuzz-suite';

/** Shard 1 of 3 of the OpenAPI fuzz (test/fuzz/fuzz-suite.ts). */
defineFuzzSuite(0, 3);
