/** The application report (decision 021). The lodgement reads the same snapshot of an application. */
export {
  type ApplicationSnapshot,
  loadApplicationSnapshot,
  type SnapshotApplicant,
  type SnapshotFile,
  type SnapshotItem,
  type SnapshotRequest,
} from './application-snapshot.repo';
export { assetLabel, snapshotNames } from './report-names';
