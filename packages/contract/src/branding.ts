import { z } from 'zod';

/** core §2 Shell, §9: the header background when an adviser has not chosen one. */
export const DEFAULT_HEADER_BACKGROUND = '#1A356F';
/** settings §9: 'although #182F64 is shown when a planner's colour is unset'. */
export const PLANNER_DEFAULT_HEADER_BACKGROUND = '#182F64';
/** settings §2, §9: the banner colour picker's Reset link sets white. */
export const RESET_HEADER_BACKGROUND = '#ffffff';

/** The colour an adviser who has not chosen one is shown: the planner's own default, else the product navy. */
export function defaultHeaderBackground(kind: 'broker' | 'planner'): string {
  return kind === 'planner' ? PLANNER_DEFAULT_HEADER_BACKGROUND : DEFAULT_HEADER_BACKGROUND;
}
export const PRODUCT_NAME = 'BrokerDesk';

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
  /** 1 black text, 0 white (core §2 Shell). */
  header_text: z.number(),
  logo_url: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  /** The adviser's intro video page URL as typed (settings §2 Site Appearance); empty when none. */
  video: z.string(),
});
export type Branding = z.infer<typeof BrandingSchema>;
