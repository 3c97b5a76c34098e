/**
 * The message catalogue: every sentence a user reads that the spec fixes, word for word (spelling included).
 * Server and web both import from here so a message never drifts between the two.
 */
export const MESSAGES = {
  // core §8, §5 — login and session
  authFailed: 'Authentication failed. Please try again.',
  invalidEmail: 'Please type a valid email.',
  invalidPassword: 'Please type a valid password.',
  sessionExpired: 'Your current session has expired. Please login again.',
  loggedOut: 'You have been logged out',
  wrongWay: 'Go back... wrong way!',

  // core §5, §8 — password page (broker)
  currentPasswordRequired: 'Please type your current password.',
  confirmPasswordRequired: 'Please type a valid confirm password.',
  passwordMismatch: 'Password do not match.',
  incorrectPassword: 'Incorrect password',
  passwordSaved: 'Password saved successfully.',
  // settings §5, §8 — password page (planner)
  newPasswordRequired: 'Please type a valid new password.',
  confirmPasswordRequiredPlanner: 'Please type a valid confrim password.',
  passwordChanged: 'Password changed successfully.',

  // core §8, settings §8 — admin broker and planner actions
  freeAccessUpdated: 'Successfully updated!.',
  freeAccessFailed: 'There is an error updating!.',
  brokerUpdated: 'Broker updated successfully.',
  brokerUpdateFailed: 'There is an error updating broker.',
  plannerUpdated: 'Planner updated successfully.',
  plannerUpdateFailed: 'There is an error updating planner.',
  trialExtended: 'Trial period extend successfully.',
  trialExtendFailed: 'There is an error in extending trial period.',
  billingTerminated: 'Billing agreement was terminate successfully.',
  billingNotReady: 'Feature is not ready yet.',
  brokerDeleted: 'Broker deleted successfully',
  plannerDeleted: 'Planner deleted successfully',
  csvExported: 'CSV is successfully exported!.',
  noBrokers: 'No brokers found.',
  noPlanners: 'No planners found.',
  noFeedback: 'No feedback found.',
  noWebhooks: 'No webhook responses found.',

  // settings §8 — mail settings and lead capture
  messageReset: 'Message reset successfully.',
  fileDeleted: 'File deleted successfully',
  savedSuccessfully: 'Saved successfully.',
  urlCopied: 'URL copied.',

  // settings §5, §8 — templates and document types
  templateNameRequired: 'Please provide a valid name for this template',
  documentTypesRequired: 'Please select document types',
  documentTypeNameRequired: 'Please provide a valid name for this documentType',
  templateSaved: 'Template saved successfully',
  templateDeleted: 'Template deleted successfully',
  documentDeleted: 'Document deleted successfully',
  documentTypeSaved: 'Saved successfully.',
  // Templates and document types, not worded by the spec.
  noTemplates: 'No templates have been added yet.',
  assetTypesRequired: 'Please select asset types',
  liabilityTypesRequired: 'Please select liability types',
  templateRepeatsCapped: 'A template can hold at most 20 of each type.',
  documentTypesUnavailable: 'Some of the selected document types are no longer available. Please check the list again.',
  categoryRequired: 'Please choose a category.',
  subcategoryMismatch: 'Please choose a subcategory of this category.',
  categorySaved: 'Category saved successfully.',

  // Not worded by the spec; written to be as plain as the spec's own.
  passwordPolicy:
    'Use at least 8 characters with a lowercase letter, an uppercase letter, a number and one of - + _ ! @ # $ % ^ & * . , ?',
  emailTaken: 'An account with this email already exists.',
  nameRequired: 'Please type a name.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetLinkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  resetEmailSent: 'If an account exists for that email, we have sent a link to reset the password.',
  passwordResetDone: 'Your password has been reset. Please login with your new password.',
  notSignedIn: 'Please login to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  networkError: 'We could not reach the server. Please check your connection and try again.',
  databaseUnavailable: 'The database is not answering.',
  noBillingToTerminate: 'There is no billing to terminate for this account.',
  feedbackRequired: 'Please write your feedback.',
  feedbackTooLong: 'Feedback can be at most 5,000 characters.',
  feedbackSent: 'Thank you for your feedback.',

  // core §2 Broker landing page, §4 — plan locks (issue 5)
  planFeatureLocked: 'This feature is available for Standard & Pro plans',
  applicantDeleted: 'Applicant deleted successfully',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Notices stay on screen this long (core §8, §9). */
export const NOTICE_MS = 3000;
