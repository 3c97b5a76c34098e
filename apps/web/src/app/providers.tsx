import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Loaded after first paint: the login page's first load stays small (under 200 KB gzipped).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          {/* Top centre: clear of the admin side panel, which opens on the right. Its containers stay in the page, so
              a screen reader reads each notice added to them. */}
          <Notifications position="top-center" zIndex={1000} aria-live="polite" />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
