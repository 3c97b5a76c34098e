/**
 * The application report and the upload to the lodgement system (decision 021): plain values and the sentences users
 * read, zod-free so pages read them from `@brokerdesk/contract/constants`.
 */

/** Life of a View Report link's token (single use, bound to one client and one user). */
export const REPORT_TOKEN_MINUTES = 2;
/** The broker's assessment notes on the Submit page, printed in the report. */
export const ASSESSMENT_NOTES_MAX = 5000;

export const LODGEMENT_STATES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export const LODGEMENT_STEPS = ['preparing', 'sending-data', 'sending-documents', 'done'] as const;
export type LodgementStep = (typeof LODGEMENT_STEPS)[number];

/** What the Upload page says while the job runs. */
export function lodgementStepLabel(step: LodgementStep, sent: number, total: number): string {
  switch (step) {
    case 'preparing':
      return 'Preparing the application';
    case 'sending-data':
      return 'Sending the application data';
    case 'sending-documents':
      return `Sending documents ${Math.min(sent + 1, total)} of ${total}`;
    case 'done':
      return 'Done';
  }
}

export const REPORT_LODGEMENT_MESSAGES = {
  reportLinkInvalid:
    'This report link has expired or has already been used. Go back to the application and choose View Report again.',
  reportLinkTitle: 'This report link no longer works',
  notesSaved: 'Your assessment notes were saved.',
  lodgementOptionOff:
    'Upload to the lodgement system needs a lodgement aggregator on My account (Connective) and the Pro plan or a trial.',
  // Why lodgement is not available, said where it is missing (My account, the Upload page), with the way to fix it.
  lodgementNeedsAggregator:
    'Uploading to the lodgement system needs a lodgement aggregator (Connective), chosen on My account.',
  lodgementNeedsPro:
    'Uploading to the lodgement system is part of the Pro plan; a trial or free access includes it. Choose Pro on Payments to use it.',
  lodgementNotConfigured:
    'Please add your lodgement username, password, API key and API token on My account before uploading.',
  lodgementNotAvailable: 'The lodgement system is not set up on this server (LODGEMENT_URL).',
  lodgementIncomplete: 'Some details the lodgement system needs are missing. Please fill them in and upload again.',
  lodgementRunning: 'This application is already being uploaded.',
  lodgementQueued: 'The upload has started.',
  // Refusals the lodgement system gives, in plain words: which credential or field is wrong.
  lodgementBadUsername: 'The lodgement system did not accept your lodgement username. Please check it on My account.',
  lodgementBadPassword: 'The lodgement system did not accept your lodgement password. Please check it on My account.',
  lodgementBadApiKey: 'The lodgement system did not accept your API key. Please check it on My account.',
  lodgementBadApiToken: 'The lodgement system did not accept your API token. Please check it on My account.',
  lodgementForbidden:
    'The lodgement system says your account may not create applications. Please ask your aggregator to enable it.',
  lodgementUnreachable: 'The lodgement system could not be reached. The upload will be tried again shortly.',
  lodgementGaveUp: 'The lodgement system kept failing, so the upload stopped. Please try again later.',
} as const;

/** A field the lodgement system refused (422), in plain words. */
export const lodgementFieldRefused = (label: string, reason: string) =>
  `The lodgement system refused ${label}: ${reason}. Please correct it and upload again.`;
