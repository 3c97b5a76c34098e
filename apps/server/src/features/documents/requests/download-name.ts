import { safeDisplayName } from '../../../files';

/** Characters Windows refuses in a file name, besides the slashes safeDisplayName already removes. */
const WINDOWS_RESERVED = /[:*?"<>|]/g;
/** The stem's cap, so ' (12)' and the extension always fit under the display cap. */
const STEM_MAX = 100;

function safePart(raw: string, fallback: string): string {
  return safeDisplayName(raw.replace(/[/\\]/g, ' ').replace(WINDOWS_RESERVED, '_'), fallback);
}

/**
 * The auto-rename rule (docs/spec/settings-billing-admin.md §1: uploads are auto-renamed by type): a received file is
 * offered as `{Applicant name} - {Document type}.{ext}`, and the request's second and later files as
 * `… (2).ext`, `… (3).ext`. The parts are made safe first, so a name with slashes, control characters or 300
 * characters still gives one short, plain file name (the zip's entries use it too).
 */
export function documentDownloadName(
  applicantName: string,
  typeName: string,
  sequence: number,
  extension: string,
): string {
  const stem = Array.from(`${safePart(applicantName, 'Applicant')} - ${safePart(typeName, 'Document')}`)
    .slice(0, STEM_MAX)
    .join('')
    .trimEnd();
  const suffix = sequence > 1 ? ` (${sequence})` : '';
  const ext = /^[a-z0-9]{1,8}$/.test(extension) ? `.${extension}` : '';
  return `${stem}${suffix}${ext}`;
}

/** The zip's folder for one applicant: their name made safe, or 'Applicant N' when they have none. */
export function applicantFolderName(applicantName: string, position: number): string {
  return Array.from(safePart(applicantName, `Applicant ${position}`))
    .slice(0, STEM_MAX)
    .join('')
    .trimEnd();
}
