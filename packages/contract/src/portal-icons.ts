/**
 * The portal's home-screen icons (decision 047), in pixels: 180 is what iOS asks of an apple-touch-icon, 192 and 512
 * what a web app manifest needs for Android's home screen and splash.
 */
export const PORTAL_ICON_SIZES = ['180', '192', '512'] as const;
export type PortalIconSize = (typeof PORTAL_ICON_SIZES)[number];
