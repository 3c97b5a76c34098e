import { FEEDBACK_MAX_LENGTH, MESSAGES } from '@brokerdesk/contract/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { jsonResponse } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { FeedbackModal } from './feedback-modal';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const json = jsonResponse;
function mockFetch(handler: () => Response) {
  const fn = vi.fn(async (_url: string, _init: RequestInit) => handler());
  vi.stubGlobal('fetch', fn);
  return fn;
}

const item = {
  id: 1,
  date: '2025-03-05T01:00:00.000Z',
  user_type: 'broker',
  broker_id: 3,
  broker_first_name: 'Sarah',
  broker_last_name: 'Mitchell',
  client_id: null,
  client_first_name: '',
  client_last_name: '',
  message: 'Hi',
};

function renderModal() {
  const onClose = vi.fn();
  renderPage(<FeedbackModal opened onClose={onClose} />);
  return { onClose, box: screen.getByLabelText('Your feedback'), send: screen.getByRole('button', { name: 'Send' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('FeedbackModal', () => {
  it('asks for a message and sends nothing when it is empty or only spaces', async () => {
    const fetch = mockFetch(() => json(500, {}));
    const { box, send } = renderModal();
    await userEvent.type(box, '   ');
    await userEvent.click(send);
    expect(await screen.findByText(MESSAGES.feedbackRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts characters and refuses more than 5,000', async () => {
    const fetch = mockFetch(() => json(500, {}));
    const { box, send } = renderModal();
    fireEvent.change(box, { target: { value: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) } });
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('5,001 / 5,000');
    await userEvent.click(send);
    expect(await screen.findByText(MESSAGES.feedbackTooLong)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s field error under the message', async () => {
    mockFetch(() => json(400, { error: { code: 'validation', message: MESSAGES.feedbackTooLong, field: 'message' } }));
    const { box, send } = renderModal();
    await userEvent.type(box, 'Hello');
    await userEvent.click(send);
    expect(await screen.findByText(MESSAGES.feedbackTooLong)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message with its line breaks, thanks the sender and closes', async () => {
    const fetch = mockFetch(() => json(201, { feedback: item }));
    const { box, send, onClose } = renderModal();
    await userEvent.type(box, 'Line one{Enter}Line two');
    await userEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.feedbackSent);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/feedback/create');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Line one\nLine two' });
  });
});
