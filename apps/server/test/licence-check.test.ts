import { describe, expect, it } from 'vitest';
import {
  isOsiApproved,
  licenceProblems,
  osiApprovals,
  reviewedPackages,
  shippedPackages,
} from '../../../scripts/check-licences.mjs';

/** A lock as npm writes it: two workspaces, one shipped and one a dev tool, and a nested copy of a package. */
function lockWith(mapLicence: string) {
  return {
    packages: {
      '': { name: 'brokerdesk', workspaces: ['apps/web', 'bench'] },
      'apps/web': { name: '@brokerdesk/web', dependencies: { 'map-kit': '^5.0.0', kit: '^1.0.0' } },
      bench: { name: '@brokerdesk/bench', dependencies: { 'load-kit': '^1.0.0' } },
      'node_modules/@brokerdesk/web': { resolved: 'apps/web', link: true },
      'node_modules/map-kit': { version: '5.0.0', license: mapLicence, dependencies: { kit: '^2.0.0' } },
      'node_modules/map-kit/node_modules/kit': { version: '2.0.0', license: '(MIT OR CC0-1.0)' },
      'node_modules/kit': { version: '1.0.0', license: 'Apache-2.0' },
      'node_modules/load-kit': { version: '1.0.0', license: 'SSPL-1.0' },
    },
  };
}

const approvals = osiApprovals();

describe('the licence check (npm run licences, part of npm run lint)', () => {
  it('walks the shipped workspaces only, finding nested copies as Node would', () => {
    const found = shippedPackages(lockWith('MIT'), ['apps/web']);
    expect(found.map((p) => `${p.name}@${p.version}`).sort()).toEqual(['kit@1.0.0', 'kit@2.0.0', 'map-kit@5.0.0']);
    expect(licenceProblems(found, approvals, new Set())).toEqual([]);
  });

  it('fails on a Hippocratic-licensed package added to a shipped workspace, unless a decision names it', () => {
    const found = shippedPackages(lockWith('Hippocratic-2.1'), ['apps/web']);
    expect(licenceProblems(found, approvals, new Set())).toEqual([
      'map-kit@5.0.0: Hippocratic-2.1 is not an OSI-approved licence',
    ]);
    const decision = [
      '# 099 A map kit',
      '## Reviewed licences',
      '| package | licence | why |',
      '|---|---|---|',
      '| `map-kit` | Hippocratic-2.1 | reviewed by counsel |',
      '## Consequences',
      '| `kit` | not a review row: another section |',
    ].join('\n');
    const reviewed = reviewedPackages([decision]);
    expect([...reviewed]).toEqual(['map-kit']);
    expect(licenceProblems(found, approvals, reviewed)).toEqual([]);
  });

  it('reads SPDX expressions: either side of an OR, both sides of an AND; a missing licence is a problem', () => {
    expect(isOsiApproved('(MIT OR CC0-1.0)', approvals)).toBe(true);
    expect(isOsiApproved('MIT AND CC0-1.0', approvals)).toBe(false);
    expect(isOsiApproved('LGPL-3.0-or-later', approvals)).toBe(true);
    expect(isOsiApproved('not an expression', approvals)).toBe(false);
    expect(licenceProblems([{ name: 'bare', version: '1.0.0', license: undefined }], approvals, new Set())).toEqual([
      'bare@1.0.0: no licence declared',
    ]);
  });
});
