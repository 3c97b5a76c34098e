import { mailSettingsEndpoints } from '@brokerdesk/contract/constants';
import type { AdviserRef } from '../../lib/adviser';
import { api } from '../../lib/api-client';

/**
 * broker/ or planner/default-personal-message (docs/spec/settings-billing-admin.md §7): the text 'Reset to default'
 * puts back.
 */
export async function fetchDefaultPersonalMessage(ref: AdviserRef): Promise<string> {
  const e = mailSettingsEndpoints;
  const { message } = await api(ref.kind === 'broker' ? e.brokerDefaultMessage : e.plannerDefaultMessage);
  return message;
}
