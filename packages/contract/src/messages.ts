import { ITEM_CAPS, MAX_ATTACHMENTS, MAX_CUSTOM_DOCUMENT_TYPES, MAX_TEMPLATES } from './constants';
import { MAX_FILES_PER_REQUEST, MAX_REQUESTS_PER_APPLICANT } from './document-requests-values';
import { SHELL_MESSAGES } from './shell-messages';

/**
 * The message catalogue: every sentence a user reads that the spec fixes, word for word (spelling included).
 * Server and web both import from here so a message never drifts between the two.
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  // docs/spec/core-and-application.md §8, §5 — login and session
  authFailed: 'Authentication failed. Please try again.',
  invalidEmail: 'Please type a valid email.',
  invalidPassword: 'Please type a valid password.',
  loggedOut: 'You have been logged out',

  // docs/spec/core-and-application.md §5, §8 — password page (broker)
  currentPasswordRequired: 'Please type your current password.',
  confirmPasswordRequired: 'Please type a valid confirm password.',
  passwordMismatch: 'Password do not match.',
  incorrectPassword: 'Incorrect password',
  passwordSaved: 'Password saved successfully.',
  // docs/spec/settings-billing-admin.md §5, §8 — password page (planner)
  newPasswordRequired: 'Please type a valid new password.',
  confirmPasswordRequiredPlanner: 'Please type a valid confrim password.',
  passwordChanged: 'Password changed successfully.',

  // docs/spec/core-and-application.md §8, docs/spec/settings-billing-admin.md §8 — admin broker and planner actions
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

  // docs/spec/settings-billing-admin.md §8 — mail settings and lead capture
  messageReset: 'Message reset successfully.',
  fileDeleted: 'File deleted successfully',
  savedSuccessfully: 'Saved successfully.',
  urlCopied: 'URL copied.',
  // Not worded by the spec: the browser refused the clipboard.
  copyFailed: 'The link could not be copied. It is selected: press Ctrl+C (or ⌘C) to copy it.',

  // docs/spec/settings-billing-admin.md §2, §5 — site appearance and uploads
  invalidYoutubeLink: 'Invalid YouTube link. Please copy and paste the full YouTube video URL.',
  // Uploads, not worded by the spec (which leaves upload failures silent).
  uploadFileMissing: 'Please choose a file to upload.',
  uploadFieldsFirst: 'Please send the form fields before the file.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  /** A multipart text field that is not valid UTF-8 (docs/decisions/027): refused, not stored with � in it. */
  uploadFieldNotUtf8: 'This field’s text is not valid UTF-8. Please type it again.',
  fileEmpty: 'The file is empty.',
  imageTooLarge: 'Images can be at most 5 MB.',
  imageTypeUnsupported: 'Please upload a PNG, JPEG or WebP image.',
  attachmentTooLarge: 'Attachments can be at most 10 MB.',
  attachmentTypeUnsupported: 'Please upload a PDF, Word, Excel, PowerPoint, OpenDocument, RTF, text or CSV file.',
  fileNameMismatch: "The file's name does not match its content. Please check the file and try again.",
  // Per-person limits on resumable uploads and messages (docs/decisions/028), not worded by the spec.
  uploadsStartedTooMany: 'You have started a lot of uploads in the last hour. Please wait a while and try again.',
  uploadsUnfinishedTooMany:
    'You have too many uploads in progress. Please let them finish, or wait a few hours for unfinished ones to lapse, before starting another.',
  uploadsUnfinishedTooLarge:
    'Your uploads in progress add up to more than can be held at once. Please let them finish before starting another.',
  uploadExtensionUnsupported:
    'This kind of resumable upload is not supported. Please send each file whole, with its size declared.',
  messagesTooMany: 'You have sent a lot of messages in the last hour. Please wait a while before sending another.',

  // docs/spec/settings-billing-admin.md §5, §8 — templates and document types
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
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found.',
  databaseUnavailable: 'The database is not answering.',
  storageUnavailable: 'The file storage is not answering.',
  metricsTokenRequired: 'Send the metrics token as a bearer token (METRICS_TOKEN).',
  noBillingToTerminate: 'There is no billing to terminate for this account.',
  feedbackRequired: 'Please write your feedback.',
  feedbackTooLong: 'Feedback can be at most 5,000 characters.',
  feedbackSent: 'Thank you for your feedback.',

  // docs/spec/core-and-application.md §2 Broker landing page, §4 — plan locks
  planFeatureLocked: 'This feature is available for Standard & Pro plans',
  // Strategies are a Pro feature (docs/spec/settings-billing-admin.md §1 Plans), not worded by the spec
  proFeatureLocked: 'This feature is available for the Pro plan',
  strategyUnknown: 'There is no such strategy.',
  strategyInputInvalid: 'Please check this figure: it is outside the range this strategy takes.',
  benchmarkRowsInvalid:
    'The benchmark needs one monthly figure for each household: 1 or 2 adults, 0 to 3 or more dependants.',
  applicantDeleted: 'Applicant deleted successfully',

  // docs/spec/core-and-application.md §7 — documents
  filesDownloaded: 'Files successfully downloaded.',
  // Documents, not worded by the spec
  documentTypeChoose: 'Please choose one document type.',
  documentRequested: 'Document requested.',
  documentsRequested: 'Documents requested.',
  documentRequestRemoved: 'Request removed.',
  documentRequestHasAccepted: 'This request has an accepted file and cannot be removed.',
  documentRequestExists: 'This document is already requested for this applicant.',
  documentRequestCap: `An applicant can have at most ${MAX_REQUESTS_PER_APPLICANT} document requests.`,
  documentFileCap: `A request can have at most ${MAX_FILES_PER_REQUEST} files.`,
  documentUploaded: 'File uploaded.',
  documentFileRemoved: 'File removed.',
  documentFileReviewed: 'This file has been reviewed and can no longer be removed.',
  documentTooLarge: 'Files can be at most 25 MB.',
  documentTypeUnsupported: 'Please upload a PDF, JPEG, PNG or HEIC file.',
  documentTypeUnsupportedOffice: 'Please upload a PDF, JPEG, PNG, HEIC, Word or Excel file.',
  documentDateInvalid: 'Please type a valid date.',
  documentAccepted: 'Document accepted.',
  documentRejected: 'Document rejected. The client will see the reason.',
  documentNotApplicable: 'Marked as not applicable.',
  rejectReasonRequired: 'Please give the client a reason.',
  documentNothingToReview: 'There is no file to review for this request yet.',
  noDocumentsToZip: 'There are no received documents to download for this client.',
  // Privacy Act APP 11.2 (destroying a client), not worded by the spec
  destroyConfirmationMismatch: "Type the client's name exactly as shown to confirm.",
  destroyRetentionHolds:
    'This application was lodged: the law requires its records to be kept until {date}. It will be destroyed then.',
  clientDestroyed: 'The client and all of its data and files were destroyed.',
  // A sign-in for every person on the application, not worded by the spec
  notYourDetails: 'These are another applicant’s own details: only they can change them.',
  applicantInviteEmailRequired: 'Add this applicant’s email on their profile first: the invitation goes there.',
  applicantInvitePersonOnly: 'Only a person can be invited to sign in.',
  applicantInvitePrimary: 'The primary applicant is invited from the Submit page.',
  // Signed consent, not worded by the spec
  consentRequired:
    'The privacy consent and credit guide must be read and accepted in the portal before the application is submitted.',
  consentNameMismatch: 'Please type your full name as it appears on your account.',
  consentDocumentChanged: 'This document has changed since you opened it. Please read it again.',
  // Documents (docs-server), not worded by the spec
  documentRequestClosed: 'This request is accepted or not applicable. Ask for it again to receive a new file.',
  documentReRequested: 'Document requested again.',
  documentReRequestNotNeeded: 'This request is already waiting for a file.',
  documentFileDateSaved: 'Date saved.',
  downloadRangeInvalid: 'The range asked for is outside the file.',
  remindersPaused: 'Reminders paused for this client.',
  remindersResumed: 'Reminders resumed for this client.',
  reminderSent: 'Reminder sent.',
  reminderNothingMissing: 'Nothing is missing, so there is nothing to remind the client of.',
  reminderNotInvited: 'Please invite the client to the portal first: the reminder asks them to sign in.',
  reminderQuietHours: 'Reminders are not sent between 8 pm and 8 am. Please try again in the morning.',
  reminderAlreadyToday: 'A reminder was already sent to this client today.',
  reminderDaysInvalid:
    'Please type days between reminders as numbers from 1 to 60, separated by commas, for example 2,5,10.',
  validDaysInvalid: 'Please type a number of days from 1 to 3650.',
  validDaysRequired: 'Please type how many days the document stays valid.',

  // docs/spec/core-and-application.md §5, docs/spec/settings-billing-admin.md §5 — account pages; the spec's spelling
  // of 'AFLS' is kept on purpose
  invalidPostcode: 'Invalid postcode',
  afslSixDigits: 'AFLS number should be 6 digits',
  // Account pages, not worded by the spec
  invalidPhone: 'Please type a valid phone number.',
  invalidFax: 'Please type a valid fax number.',
  invalidUrl: 'Please type a valid web address, for example https://www.example.com.au',
  invalidChoice: 'Please choose one of the options.',
  invalidValue: 'This value is not accepted here.',
  invalidColour: 'Please choose a colour such as #1a356f.',
  unknownSettingKey: 'This field cannot be changed here.',
  settingChanged: 'Someone else changed this field meanwhile.',
  lodgementUnavailable: 'Lodgement options are available to Pro plan or trial accounts with a lodgement aggregator.',

  // Application fields and lists, not worded by the spec
  invalidAbn: 'Please type a valid ABN.',
  invalidAcn: 'Please type a valid ACN.',
  invalidDate: 'Please type a valid date.',
  dateInFuture: 'Please type a date that is not in the future.',
  invalidAmount: 'Please type a valid amount.',
  invalidWholeNumber: 'Please type a whole number.',
  invalidText: 'Please type some text.',
  invalidYesNo: 'Please choose yes or no.',
  invalidPercent: 'Please type a percentage from 0 to 100.',
  invalidApplicantChoice: 'Please choose applicants of this application.',
  invalidAssetChoice: 'Please choose an asset of this application.',
  ownersOverHundred: "The owners' shares cannot add up to more than 100%.",
  duplicateField: 'Each field can be saved only once per request.',
  saveFormRequired: 'Please send either keyValueArr or a key and its value.',
  addressDeleted: 'Address deleted successfully',
  employmentDeleted: 'Employment deleted successfully',
  incomeDeleted: 'Income deleted successfully',
  assetDeleted: 'Asset deleted successfully',
  liabilityDeleted: 'Liability deleted successfully',

  // Clients, applicants and the client portal, not worded by the spec
  clientDeleted: 'Client deleted successfully',
  /** What a client delete keeps (docs/decisions/027): said in the confirmation and in the API's answer. */
  clientDeleteKeepsFiles:
    'Their uploaded files (documents, thumbnails and message attachments) are kept in storage and in backups until they are destroyed; nobody can open them in the app.',
  adviserRequired: 'Please choose a broker or planner whose clients to list.',
  primaryApplicantFixed: 'The primary applicant is always first and cannot be deleted.',
  applicantOrderInvalid: 'Please list every applicant of this application once, with the primary applicant first.',
  applicantLimit: 'An application can have at most 20 applicants.',
  inviteEmailRequired: 'Please add an email address for the primary applicant before sending the invitation.',
  inviteEmailTaken:
    'This email address already belongs to another account. Please use a different email for the primary applicant.',
  inviteLinkInvalid: 'This invitation link is invalid or has expired. Please ask your broker to send a new one.',
  applicationAlreadyLodged: 'This application has already been lodged.',

  // The pipeline after lodgement, tasks and notes, not worded by the spec
  stageNeedsLodgement: 'Please lodge the application before moving it along the pipeline.',
  dealDateInvalid: 'Please type a date as YYYY-MM-DD.',
  loanAmountInvalid: 'Please type a loan amount in whole cents, up to 1 billion dollars.',
  taskTitleRequired: 'Please type what needs doing.',
  noteRequired: 'Please type a note.',
  taskRuleChaseConditions: 'Chase the conditions',
  taskRuleRateReview: 'Rate review',
  noTasksToday: 'Nothing due today.',

  // Annual reviews (docs/decisions/041-annual-reviews.md), not worded by the spec
  reviewNeedsLodgement: 'Please lodge the application before starting an annual review.',
  reviewClosedDeal: 'This deal was declined or withdrawn, so it has no annual review.',
  reviewAlreadyOpen: 'An annual review of this client is already open.',
  reviewWithinInvalid: 'Please ask for reviews due within 0 to 366 days.',
  taskRuleAnnualReview: 'Annual review',
  noReviewsDue: 'No reviews due.',

  // Importing clients from a CSV file (docs/decisions/039-client-import.md), not worded by the spec
  importMappingInvalid: 'The column mapping could not be read. Please choose the columns again.',
  importDryRunInvalid: 'Please say whether this is a dry run (true or false).',
  importTargetTwice: 'Only one column may hold each field. Please leave the other one out.',
  importNeedsName: 'Please choose the column with the full name, or the columns with the first and last names.',
  importNeedsEmail: 'Please choose the column with the email: it tells a new client from one you already have.',
  importEmailRequired: 'Please give an email: it tells a new client from one you already have.',
  importStatusUnknown: 'Please use Active, Lead or Archived as the status.',
  importStateUnknown: 'Please use ACT, NSW, NT, QLD, SA, TAS, VIC or WA as the state.',
  importNoteTooLong: 'Please keep the notes under 5,000 characters.',
  importFileEmpty:
    'This file has no clients to import. Please choose a CSV file with a header row and a row per client.',
  importTooManyRows: 'A file may hold at most 10,000 clients. Please split it and import each part.',
  importNotCsv: 'This file could not be read as CSV. Please export it again as comma-separated values.',
  importFileTooLarge: 'An import file can be at most 5 MB. Please split it and import each part.',
  importRefused: 'Nothing was imported. Please fix the rows listed and try again.',

  // Broker home and the client list, not worded by the spec
  clientArchived: 'Client archived.',
  clientRestored: 'Client restored.',
  noClients: 'No clients found.',

  // Accounts: who may sign up, verified login emails, the demo's banner (decision 016), not worded by the spec
  emailReserved: 'This email address is reserved. Please use a different one.',
  emailLinkInvalid: 'This link is invalid, has expired or has already been used.',
  emailVerified: 'Thank you: your email address is confirmed.',
  emailChanged: 'Your login email has been changed. Please use it the next time you login.',
  verificationSent: 'We have sent a new link to confirm your email address.',
  emailAlreadyVerified: 'Your email address is already confirmed.',
  emailChangeSent: 'We have sent a link to the new address. Your login email changes when you follow it.',
  emailUnverified:
    'Please confirm your email address with the link we emailed you. Until then you can explore and fill in your settings, but not invite clients or pay.',
  verifyEmailToInvite: 'Please confirm your email address before inviting clients. We can send you a new link.',
  verifyEmailToPay: 'Please confirm your email address before paying. We can send you a new link.',

  // Two-step sign-in, sessions and the audit (decision 044), not worded by the spec
  mfaRequired: 'Please set up two-step sign-in before going on: your firm asks for it.',
  mfaCodeInvalid: 'That code is not right, or it was used already. Please type the newest code from your app.',
  mfaRecoveryCodeInvalid: 'That recovery code is not right, or it was used already.',
  mfaTicketExpired: 'Your sign-in has expired. Please type your email and password again.',
  mfaNotStarted: 'Please start the set-up again: no secret is waiting to be confirmed.',
  mfaAlreadyOn: 'Two-step sign-in is already on. Turn it off first to set it up again.',
  mfaNotOn: 'Two-step sign-in is not on.',
  mfaOff: 'Two-step sign-in is off.',
  mfaCodeNeeded: 'Please type the code from your authenticator app, or a recovery code.',
  sessionEnded: 'That device is signed out.',
  mapsOff: 'Maps are turned off for this firm.',

  // Bad input and outages (decision 015), not worded by the spec
  unstorableText:
    'This text has a character that cannot be saved (a null character or a broken emoji). Please retype it.',
  invalidId: 'Please send an id as a whole number from 1 to 2147483647.',
  invalidRequest: 'The request could not be read. Please check it and try again.',
  requestHeadersTooLarge: 'The request headers are too large.',
  valueOutOfRange: 'A value is out of range or in the wrong format.',
  conflictingChange: 'This clashes with a change made meanwhile. Please reload and try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  addressCap: `An applicant can have at most ${ITEM_CAPS.address} addresses.`,
  employmentCap: `An applicant can have at most ${ITEM_CAPS.employment} employments.`,
  otherIncomeCap: `An applicant can have at most ${ITEM_CAPS.other_income} other incomes.`,
  assetCap: `An application can have at most ${ITEM_CAPS.asset} assets.`,
  liabilityCap: `An application can have at most ${ITEM_CAPS.liability} liabilities.`,
  templateCap: `You can have at most ${MAX_TEMPLATES} templates.`,
  customDocumentTypeCap: `You can have at most ${MAX_CUSTOM_DOCUMENT_TYPES} document types of your own.`,
  attachmentCap: `You can have at most ${MAX_ATTACHMENTS} default attachments.`,
} as const;
