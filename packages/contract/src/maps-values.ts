/** docs/spec/core-and-application.md §9: the map opens at zoom 13. */
export const MAP_ZOOM = 13;
