import { defineEndpoints } from './endpoint';

/** Advisers (and administrators for them); a client is refused, another adviser's answers 404. */
const ADVISERS = ['admin', 'broker', 'planner'] as const;

/**
 * Site appearance images (docs/spec/settings-billing-admin.md §2, §7): the logo and the profile image, uploaded and
 * deleted, mounted for brokers and for planners with the id field each side names.
 */
export const appearanceEndpoints = defineEndpoints('appearance', {
  brokerUpload: {
    method: 'POST',
    path: '/broker/upload',
    access: ADVISERS,
    consumes: 'multipart/form-data',
    summary:
      "Upload a broker's logo or profile image: brokerId and fileType (logo or profile_image) first, then file (PNG, JPEG or WebP, at most 5 MB)",
    failures: [413, 415],
  },
  plannerUpload: {
    method: 'POST',
    path: '/planner/upload',
    access: ADVISERS,
    consumes: 'multipart/form-data',
    summary:
      "Upload a planner's logo or profile image: plannerId and fileType (logo or profile_image) first, then file (PNG, JPEG or WebP, at most 5 MB)",
    failures: [413, 415],
  },
  brokerDeleteUpload: {
    method: 'DELETE',
    path: '/broker/delete-upload',
    access: ADVISERS,
    summary: "Delete a broker's logo or profile image (brokerId and type, as a query or a JSON body)",
  },
  plannerDeleteUpload: {
    method: 'DELETE',
    path: '/planner/delete-upload',
    access: ADVISERS,
    summary: "Delete a planner's logo or profile image (plannerId and type, as a query or a JSON body)",
  },
  // The portal on a phone's home screen (decision 047): public, as a browser fetches a manifest and its icons without
  // the page's bearer token; they show only what the adviser's invitation pages show to anyone with the link.
  portalManifest: {
    method: 'GET',
    path: '/portal/:adviserId/manifest',
    access: 'public',
    produces: 'application/manifest+json',
    summary:
      "The client portal's web app manifest for one adviser's clients: the adviser's company as its name, their header colour, their logo as its icons",
  },
  portalIcon: {
    method: 'GET',
    path: '/portal/:adviserId/icon/:size',
    access: 'public',
    produces: 'image/png',
    summary:
      "The portal's home-screen icon at 180, 192 or 512 pixels: the adviser's logo on their header colour, else the product's icon",
  },
});
