import { describe, expect, it } from 'vitest';
import { LODGEMENT_AGGREGATOR_IDS } from './adviser-settings';
import {
  AGGREGATORS,
  AUSTRALIA_ID,
  COUNTRIES,
  CRN_TYPES,
  countriesForSelect,
  NEW_ZEALAND_ID,
  STATES,
} from './reference-data';

describe('reference data of the account pages', () => {
  it('has the spec’s 9 states and the two credit representative types (spec §3, §9)', () => {
    expect(STATES.map((s) => `${s.id} ${s.name}`)).toEqual([
      '1 ACT',
      '2 NSW',
      '3 NT',
      '4 QLD',
      '5 SA',
      '6 TAS',
      '7 VIC',
      '8 WA',
      '9 Other',
    ]);
    expect(CRN_TYPES).toEqual([
      { id: 0, name: 'ACR' },
      { id: 1, name: 'ACL' },
    ]);
  });

  it('numbers the 250 countries so that Australia is 13 and New Zealand 171 (spec §3)', () => {
    expect(COUNTRIES).toHaveLength(250);
    expect(COUNTRIES[AUSTRALIA_ID - 1]).toEqual({ id: 13, code: 'AU', name: 'Australia' });
    expect(COUNTRIES[NEW_ZEALAND_ID - 1]).toEqual({ id: 171, code: 'NZ', name: 'New Zealand' });
    expect(COUNTRIES.map((c) => c.id)).toEqual(COUNTRIES.map((_, i) => i + 1));
    const codes = COUNTRIES.map((c) => c.code);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    expect(new Set(codes).size).toBe(250);
    expect(COUNTRIES.every((c) => c.name.length > 2 && !c.name.includes('|'))).toBe(true);
  });

  it('lists Australia and New Zealand first in the select, then the rest by name', () => {
    const list = countriesForSelect();
    expect(list.slice(0, 2).map((c) => c.name)).toEqual(['Australia', 'New Zealand']);
    expect(list).toHaveLength(250);
    const rest = list.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });

  it('has aggregators 1 to 30 plus Other (31), with the lodgement ones among them', () => {
    expect(AGGREGATORS.map((a) => a.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(AGGREGATORS.at(-1)?.name).toBe('Other');
    expect(new Set(AGGREGATORS.map((a) => a.name)).size).toBe(31);
    for (const id of LODGEMENT_AGGREGATOR_IDS) expect(AGGREGATORS[id - 1]?.name).toMatch(/Connective/);
  });
});
