/** Types of check-feature-pairs.mjs, for the test that runs it (apps/server/test/import-boundaries.test.ts). */
export function featurePairs(root: string): Record<string, { pairs: string[]; bothWays: string[] }>;
