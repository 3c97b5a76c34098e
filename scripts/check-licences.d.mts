/** Types of check-licences.mjs, for the test that runs it (apps/server/test/licence-check.test.ts). */
export interface ShippedPackage {
  name: string;
  version: string;
  license: string | undefined;
}
export const SHIPPED_WORKSPACES: string[];
export function osiApprovals(): Map<string, boolean>;
export function shippedPackages(lock: unknown, workspaces?: string[]): ShippedPackage[];
export function isOsiApproved(expression: string, approvals: Map<string, boolean>): boolean;
export function reviewedPackages(decisionTexts: string[]): Set<string>;
export function licenceProblems(
  packages: ShippedPackage[],
  approvals: Map<string, boolean>,
  reviewed: Set<string>,
): string[];
