/**
 * The appearance feature as other features use it: how the intro video link set here becomes the player the landing
 * pages embed (docs/spec/settings-billing-admin.md §2, §5).
 */
export { embedUrl, youtubeVideoId } from './video-link';
