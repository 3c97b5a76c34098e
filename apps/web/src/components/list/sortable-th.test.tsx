import { Table } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { SortableTh } from './sortable-th';

function header(sorted: 'asc' | 'desc' | null, onSort = () => {}) {
  return renderPage(
    <Table>
      <Table.Thead>
        <Table.Tr>
          <SortableTh sorted={sorted} onSort={onSort}>
            Name
          </SortableTh>
        </Table.Tr>
      </Table.Thead>
    </Table>,
  );
}

describe('SortableTh', () => {
  it.each([
    ['asc', 'ascending', 'tabler-icon-chevron-up'],
    ['desc', 'descending', 'tabler-icon-chevron-down'],
    [null, 'none', 'tabler-icon-selector'],
  ] as const)(
    'sorted %s: aria-sort %s, a hidden %s icon, the button named by its words alone',
    async (sorted, aria, icon) => {
      const onSort = vi.fn();
      header(sorted, onSort);
      const button = await screen.findByRole('button', { name: 'Name' });
      expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe(aria);
      const svg = screen.getByTestId('sort-indicator').querySelector('svg');
      expect(svg?.getAttribute('class')).toContain(icon);
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      fireEvent.click(button);
      expect(onSort).toHaveBeenCalledOnce();
    },
  );
});
