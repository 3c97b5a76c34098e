import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LeadCaptureApp } from './features/leads';

/*
 * The public lead capture form's own entry (docs/decisions/022-leads-messages-help.md): React alone, without the app's
 * router, Mantine, query cache or zod, so a prospect's phone downloads a small page.
 */
const root = document.getElementById('root');
if (!root) throw new Error('lead-capture.html has no #root');
createRoot(root).render(
  <StrictMode>
    <LeadCaptureApp />
  </StrictMode>,
);
