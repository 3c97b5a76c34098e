import type { MessageResponseSchema } from '@brokerdesk/contract/constants';
import { api } from '../../lib/api-client';
import type { AdviserRef } from '../advisers';

/**
 * broker/ or planner/default-personal-message (docs/spec/settings-billing-admin.md §7): the text 'Reset to default'
 * puts back.
 */
export async function fetchDefaultPersonalMessage(ref: AdviserRef): Promise<string> {
  const { message } = await api.get<typeof MessageResponseSchema>(`${ref.kind}/default-personal-message`);
  return message;
}
