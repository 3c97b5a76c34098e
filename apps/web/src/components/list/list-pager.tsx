import { Group, Pagination } from '@mantine/core';
import { type ListQuery, pageCount, pageOf } from '../../lib/list-params';

/**
 * Pages of a list. Settings §2 shows paging only when the total exceeds the page size; the broker list
 * (docs/spec/core-and-application.md §2) keeps it in view whenever there are rows (`always`).
 */
export function ListPager({
  view,
  total,
  onPage,
  always = false,
}: {
  view: ListQuery;
  total: number;
  onPage: (page: number) => void;
  always?: boolean;
}) {
  if (total === 0 || (!always && total <= view.limit)) return null;
  return (
    <Group justify="center" mt="lg">
      <Pagination
        total={pageCount(view, total)}
        value={pageOf(view)}
        onChange={onPage}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
