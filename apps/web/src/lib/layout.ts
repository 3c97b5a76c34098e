/** docs/spec/core-and-application.md §2 Shell, docs/spec/settings-billing-admin.md §9: layout sizes. */
export const LAYOUT = { header: 95, nav: 200, adminNav: 220, applicantNav: 220 } as const;
