import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// First paint (decision 049): applies the preloaded stylesheet before anything else runs; React draws once it is in.
import { appStylesReady } from './app/first-paint/app-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { prefetchMeta } from './lib/meta';
import { parseWithoutEval } from './lib/zod-jitless';

parseWithoutEval();
prefetchMeta();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void appStylesReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
