/** Types of check-comment-paths.mjs, for the test that runs it (apps/server/test/comment-paths.test.ts). */
export interface CommentProblem {
  file: string;
  line: number;
  problem: string;
}
export function extractComments(text: string): { line: number; text: string }[];
export function findCommentProblems(file: string, text: string, tracked: Set<string>): CommentProblem[];
export function repositoryPaths(cwd: string): Set<string>;
