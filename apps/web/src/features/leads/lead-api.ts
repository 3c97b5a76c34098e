import type {
  LeadCaptureInfo,
  LeadCaptureInfoSchema,
  LeadCaptureSubmit,
  MessageResponseSchema,
} from '@brokerdesk/contract';
import { api } from '../../lib/api-client';

/** The public lead capture calls (docs/decisions/022-leads-messages-help.md); no query cache on this small page. */
export const fetchLeadCaptureInfo = (brokerId: number): Promise<LeadCaptureInfo> =>
  api.get<typeof LeadCaptureInfoSchema>(`lead-capture/${brokerId}`);

export const sendLead = (brokerId: number, body: LeadCaptureSubmit) =>
  api.post<typeof MessageResponseSchema>(`lead-capture/${brokerId}`, { body });
