/**
 * The reminders room (docs/decisions/037): the client's reminders of what is still missing, and the adviser's notice
 * of a batch of uploads. It imports nothing of the catalogue or requests rooms' modules but their indexes.
 */
export { reminderRoutes } from './reminders.routes';
export { REMINDER_SCAN_JOB, sendDueReminders } from './reminders.service';
export { queueUploadNotice, sendUploadNotice, UPLOAD_NOTICE_JOB, type UploadNoticeJob } from './upload-notice';
