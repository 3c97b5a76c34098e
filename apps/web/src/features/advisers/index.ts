/**
 * The advisers feature as other features use it: which broker or planner a settings page is for, that adviser's
 * settings and their saving, the frame every settings page shares, and the admin's adviser list. Its pages are loaded
 * by the router from their own files.
 */
export { useAdviserList } from './api';
export {
  type AdviserRef,
  adviserDetailQuery,
  adviserKeys,
  settingsHeading,
  useAdviserDetail,
  useAdviserRef,
  useAdviserSave,
} from './settings-api';
export { AutosaveSettingsFrame } from './settings-frame';
