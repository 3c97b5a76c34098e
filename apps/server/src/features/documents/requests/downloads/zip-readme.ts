import type { DocumentRequest, DocumentRequestState } from '@brokerdesk/contract';

export interface ReadmeSection {
  folder: string;
  applicant: string;
  requests: DocumentRequest[];
  /** The zip entry name of each file included, by file id. */
  entryNames: Map<number, string>;
}

const STATE_LABELS: Record<DocumentRequestState, string> = {
  requested: 'Requested, not received yet',
  uploaded: 'Received, waiting for review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  'not-applicable': 'Not applicable',
};

/**
 * The zip's README.txt: each applicant's requests with their state (and the reject reason or not-applicable note),
 * and under each the files the zip holds for it. Plain text with CRLF line ends, so Notepad shows it too.
 */
export function readmeText(clientName: string, sections: ReadmeSection[], at: Date): string {
  const lines = [`Documents of ${clientName}`, `Downloaded ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`, ''];
  for (const section of sections) {
    lines.push(`${section.applicant} (folder "${section.folder}")`);
    for (const r of section.requests) {
      const note = r.reason ? `: ${r.reason.replace(/\s+/g, ' ')}` : '';
      lines.push(`  - ${r.name}: ${STATE_LABELS[r.state]}${note}`);
      for (const f of r.files) {
        const entry = section.entryNames.get(f.id);
        if (entry) lines.push(`      ${entry}`);
      }
    }
    lines.push('');
  }
  return lines.join('\r\n');
}
