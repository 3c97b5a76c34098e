import { describe, it } from 'vitest';
import { DOCUMENT_EXTRAS_ENDPOINTS, walkClientEndpoints } from '../../../test/client-endpoints';
import { useTestApp } from '../../../test/use-test-app';

// 11 am in Sydney: reminders are sent only between 8 am and 8 pm in the business time zone.
const today = new Date();
const clock = { now: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 1)) };
const t = useTestApp({ clock });

describe('who may use the thumbnails and the reminder controls', () => {
  it('answers the owner, another adviser (404), the client (thumbnails of their own; 403 for the adviser’s controls), another client (404), an administrator and a visitor (401)', async () => {
    await walkClientEndpoints(t, DOCUMENT_EXTRAS_ENDPOINTS);
  }, 180_000);
});
