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
});
