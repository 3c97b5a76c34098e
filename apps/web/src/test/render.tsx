import { MantineProvider, mergeThemeOverrides, Popover } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../app/theme';

/**
 * The app's theme, with popovers (menus, selects) that stay shown whatever floating-ui measures: jsdom gives every
 * element an empty box, which its `hide` middleware reads as a detached target, so an open menu turned
 * `display: none` as soon as its position resolved, and a query that ran after that found nothing.
 */
const testTheme = mergeThemeOverrides(theme, {
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});

/** Renders routes at a path inside the app's providers, with a fresh query cache. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={testTheme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router };
}

export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
