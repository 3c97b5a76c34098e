/** The public lead capture form, as its own entry (src/lead-capture-main.tsx) renders it. */
export { LeadCaptureApp } from './lead-capture-app';
