import { describe, expect, it } from 'vitest';
import { testClient } from '../test/client-fixtures';
import { clientLabel, documentTitle, pageName, type RouteHandle } from './route-handle';

describe('pageName', () => {
  it('takes the deepest route that names its page, a string or a function of the params and client', () => {
    const handles: (RouteHandle | undefined)[] = [
      undefined,
      { title: 'Outer' },
      { nav: 'application', title: ({ params, client }) => `Page ${params.n} of ${client?.name}` },
      { nav: 'application' },
    ];
    expect(pageName(handles, { params: { n: '3' }, client: testClient() })).toBe('Page 3 of Olivia Chen');
    expect(pageName(handles.slice(0, 2), { params: {} })).toBe('Outer');
    expect(pageName([undefined, {}], { params: {} })).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('reads "{Page} · {Client or context} · BrokerDesk", leaving out what is not known', () => {
    expect(documentTitle('Requirements', 'Emily Clarke')).toBe('Requirements · Emily Clarke · BrokerDesk');
    expect(documentTitle('Clients')).toBe('Clients · BrokerDesk');
    expect(documentTitle('Sign in', '')).toBe('Sign in · BrokerDesk');
    expect(documentTitle(undefined)).toBe('BrokerDesk');
  });

  it('names an unnamed client as the spec does', () => {
    expect(clientLabel({ name: '  ' })).toBe('[None]');
    expect(clientLabel({ name: 'Emily Clarke' })).toBe('Emily Clarke');
  });
});
