import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { BackLink } from './back-link';

describe('BackLink', () => {
  it('is a link named by its words alone, to the page given, with a hidden arrow icon', async () => {
    renderPage(<BackLink to="/mailbox" label="Mailbox" testId="back-link" />);
    const link = await screen.findByRole('link', { name: 'Mailbox' });
    expect(link.getAttribute('href')).toBe('/mailbox');
    expect(link.getAttribute('data-testid')).toBe('back-link');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
