import { type LeadCaptureInfo, type LeadCaptureSubmit, leadsEndpoints } from '@brokerdesk/contract/constants';
import { api } from '../../lib/api-client';

/** The public lead capture calls (docs/decisions/022-leads-messages-help.md); no query cache on this small page. */
export const fetchLeadCaptureInfo = (brokerId: number): Promise<LeadCaptureInfo> =>
  api(leadsEndpoints.form, { params: { brokerId } });

export const sendLead = (brokerId: number, body: LeadCaptureSubmit) =>
  api(leadsEndpoints.submit, { params: { brokerId }, body });
