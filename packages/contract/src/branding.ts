import { z } from 'zod';

/**
 * What the header shows of an adviser: their own for a broker or planner, their adviser's for a client
 * (so the portal carries the broker's branding).
 */
export const BrandingSchema = z.object({
  adviser_id: z.number(),
  kind: z.enum(['broker', 'planner']),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string(),
  phone_office: z.string(),
  phone_mobile: z.string(),
  /** The number to show (mobile, else office), formatted by Australian patterns on the server. */
  phone_display: z.string(),
  header_background: z.string(),
  /** 1 black text, 0 white (docs/spec/core-and-application.md §2 Shell). */
  header_text: z.number(),
  logo_url: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  /**
   * The adviser's intro video page URL as typed (docs/spec/settings-billing-admin.md §2 Site Appearance); empty when
   * none.
   */
  video: z.string(),
});
export type Branding = z.infer<typeof BrandingSchema>;

/**
 * What a signed-out page shows of an adviser (accept-invite, the client's logged-out page, verify-email): the header's
 * colours and logo, the company and the adviser's name; nothing a link's holder could not read on the invitation
 * email itself.
 */
export const PublicBrandingSchema = BrandingSchema.pick({
  first_name: true,
  last_name: true,
  company: true,
  header_background: true,
  header_text: true,
  logo_url: true,
});
export type PublicBranding = z.infer<typeof PublicBrandingSchema>;
