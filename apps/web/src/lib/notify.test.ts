import { NOTICE_MS } from '@brokerdesk/contract/constants';
import { describe, expect, it, vi } from 'vitest';

const { show } = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

describe('notices', () => {
  it('last three seconds, as success or error', async () => {
    const { notifyError, notifySuccess } = await import('./notify');
    notifySuccess('Saved successfully.');
    notifyError('There is an error updating!.');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(NOTICE_MS).toBe(3000);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Saved successfully.', color: 'teal', autoClose: 3000 }),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'There is an error updating!.', color: 'red', autoClose: 3000 }),
    );
  });
});
