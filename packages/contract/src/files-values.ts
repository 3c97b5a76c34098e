/** docs/spec/settings-billing-admin.md §2 Site Appearance: the two images an adviser may upload. */
export const IMAGE_FILE_TYPES = ['logo', 'profile_image'] as const;

/** Limits: images PNG, JPEG or WebP up to 5 MB; attachments PDF or office documents up to 10 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
