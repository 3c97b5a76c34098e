import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The public lead capture form, built on its own after the app (docs/decisions/022-leads-messages-help.md): one small
 * entry without the app's chunk plan, Mantine styles or router, written into the same dist folder.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/lead-capture-manifest.json',
    sourcemap: false,
    rolldownOptions: { input: { 'lead-capture': 'lead-capture.html' } },
  },
});
