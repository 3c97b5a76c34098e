/** Types of check-test-imports.mjs, for the test that runs it (apps/server/test/test-imports.test.ts). */
export interface ImportProblem {
  file: string;
  line: number;
  problem: string;
}
export const PRODUCTION_WORKSPACES: string[];
export function isTestPath(path: string): boolean;
export function isProductionPath(path: string, workspaces?: string[]): boolean;
export function findTestImports(file: string, text: string, dependencies: Set<string>): ImportProblem[];
