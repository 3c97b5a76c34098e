import { defineFuzzSuite } from './fuzz/fuzz-suite';

/** Shard 3 of 3 of the OpenAPI fuzz (test/fuzz/fuzz-suite.ts). */
defineFuzzSuite(2, 3);
