import type { Branding, PublicBranding } from './branding';

/** The public part of an adviser's branding (PublicBrandingSchema), zod-free for the browser's light entry. */
export const publicBranding = (b: Branding): PublicBranding => ({
  first_name: b.first_name,
  last_name: b.last_name,
  company: b.company,
  header_background: b.header_background,
  header_text: b.header_text,
  logo_url: b.logo_url,
});
