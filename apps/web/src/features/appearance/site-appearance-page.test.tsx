import { type AdviserDetail, IMAGE_MAX_BYTES, MESSAGES, type User } from '@brokerdesk/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { SAMPLE_VIDEO_ID } from '../../lib/video-link';
import { adviserDetail, describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse as json } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SiteAppearancePage } from './site-appearance-page';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
let me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me, userKeys: { me: ['user', 'me'] } }));

const LOGO = { id: 9, url: '/api/files/public/0b0c2f4e-1111-4222-8333-444455556666.png' };

/** A small fake API over one adviser: detail, save, upload and delete-upload. */
function mockApi(start: AdviserDetail, opts: { upload?: () => Response } = {}) {
  let adviser = start;
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = describeCall(url, init);
      calls.push(call);
      const path = url.split('?')[0] ?? '';
      if (path.endsWith('/detail')) return json(200, adviser);
      if (path.endsWith('/save')) {
        const { key, value } = call.body as { key: keyof AdviserDetail; value: unknown };
        adviser = { ...adviser, [key]: value };
        return json(200, adviser);
      }
      if (path.endsWith('/upload')) {
        const refused = opts.upload?.();
        if (refused) return refused;
        adviser = { ...adviser, logo: LOGO };
        return json(200, {
          file: {
            ...LOGO,
            file_name: 'logo.png',
            content_type: 'image/png',
            size_bytes: 68,
            created_at: '2025-01-01T00:00:00.000Z',
          },
        });
      }
      if (path.endsWith('/delete-upload')) {
        adviser = { ...adviser, logo: null };
        return json(200, { message: MESSAGES.fileDeleted });
      }
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

function renderAppearance(path = '/broker/3/site-appearance') {
  const element = <SiteAppearancePage />;
  return renderRoutes(
    [
      { path: '/broker/:brokerId/site-appearance', element },
      { path: '/planner/:plannerId/site-appearance', element },
    ],
    path,
  );
}

const saves = (calls: FetchCall[]) => calls.filter((c) => c.url.endsWith('/save')).map((c) => c.body);
const preview = () => screen.getByTestId('banner-preview');
const notice = () => screen.getByTestId('banner-contrast-notice');
const colourInput = () => screen.getByLabelText('Banner background colour') as HTMLInputElement;
const fileInput = (type: 'logo' | 'profile_image') =>
  screen.getByTestId(`image-card-${type}`).querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  me = brokerUser;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SiteAppearancePage', () => {
  it('reads “Site Appearance” to the broker', async () => {
    mockApi(adviserDetail());
    renderAppearance();
    expect(await screen.findByRole('heading', { name: 'Site Appearance' })).toBeInTheDocument();
  });

  it('names the broker to an administrator', async () => {
    mockApi(adviserDetail());
    me = { ...brokerUser, id: 1, role: 'admin', is_admin: true, broker_id: null };
    renderAppearance();
    expect(await screen.findByRole('heading', { name: 'Sarah Mitchell Site Appearance' })).toBeInTheDocument();
  });

  it('shows an unset colour as #1A356F to a broker and #182F64 to a planner, in the field and the banner', async () => {
    mockApi(adviserDetail({ header_background: null }));
    const { unmount } = renderAppearance();
    await waitFor(() => expect(colourInput()).toHaveValue('#1A356F'));
    expect(preview()).toHaveStyle({ background: '#1A356F', color: '#ffffff' });
    unmount();
    me = { ...brokerUser, role: 'planner', broker_id: null, planner_id: 5 };
    mockApi(adviserDetail({ id: 5, kind: 'planner', header_background: null }));
    renderAppearance('/planner/5/site-appearance');
    await waitFor(() => expect(colourInput()).toHaveValue('#182F64'));
    expect(preview()).toHaveStyle({ background: '#182F64' });
  });

  it('saves the text colour at once (White 0 / Black 1) and the banner follows', async () => {
    const calls = mockApi(adviserDetail({ header_background: '#ffcc00' }));
    renderAppearance();
    await userEvent.click(await screen.findByRole('radio', { name: 'Black' }));
    await waitFor(() => expect(saves(calls)).toEqual([{ brokerId: 3, key: 'header_text', value: 1, previous: 0 }]));
    expect(preview()).toHaveStyle({ background: '#ffcc00', color: '#000000' });
  });

  it('says when the chosen text colour would be hard to read, and previews the colour clients will see', async () => {
    mockApi(adviserDetail({ header_background: '#1a356f', header_text: 0 }));
    renderAppearance();
    await waitFor(() => expect(colourInput()).toHaveValue('#1a356f'));
    expect(notice()).toBeEmptyDOMElement();
    expect(preview()).toHaveStyle({ color: '#ffffff' });
    fireEvent.change(colourInput(), { target: { value: '#FFFF00' } });
    expect(notice()).toHaveTextContent(
      'White text would be hard to read on this colour, so your clients will see black text.',
    );
    expect(notice()).toHaveAttribute('role', 'status');
    expect(preview()).toHaveStyle({ background: '#FFFF00', color: '#000000' });
    await userEvent.click(screen.getByRole('radio', { name: 'Black' }));
    expect(notice()).toBeEmptyDOMElement();
    expect(preview()).toHaveStyle({ color: '#000000' });
    // Black chosen, then a dark colour: white is shown, and the note says so the other way round.
    fireEvent.change(colourInput(), { target: { value: '#1A356F' } });
    expect(notice()).toHaveTextContent(
      'Black text would be hard to read on this colour, so your clients will see white text.',
    );
    expect(preview()).toHaveStyle({ color: '#ffffff' });
  });

  it('Reset saves #ffffff, sending the unset colour as null so it is not taken for a stale edit', async () => {
    me = { ...brokerUser, role: 'planner', broker_id: null, planner_id: 5 };
    const calls = mockApi(adviserDetail({ id: 5, kind: 'planner', header_background: null }));
    renderAppearance('/planner/5/site-appearance');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(saves(calls)).toEqual([{ plannerId: 5, key: 'header_background', value: '#ffffff', previous: null }]),
    );
    expect(colourInput()).toHaveValue('#ffffff');
    // White text on the reset white cannot be read: the banner shows black and the page says why.
    expect(preview()).toHaveStyle({ background: '#ffffff', color: '#000000' });
    expect(notice()).toHaveTextContent('so your clients will see black text.');
  });

  it('saves a typed colour on leaving the field; one that is not a colour goes back to the last good one', async () => {
    const calls = mockApi(adviserDetail({ header_background: '#1a356f' }));
    renderAppearance();
    await waitFor(() => expect(colourInput()).toHaveValue('#1a356f'));
    fireEvent.change(colourInput(), { target: { value: 'blue-ish' } });
    fireEvent.blur(colourInput());
    await waitFor(() => expect(colourInput()).toHaveValue('#1a356f'));
    expect(saves(calls)).toEqual([]);
    // Typing passes through '#0B6', itself a colour; only the colour left in the field is saved.
    for (const typed of ['#0B6', '#0B6E', '#0B6E4F']) fireEvent.change(colourInput(), { target: { value: typed } });
    expect(preview()).toHaveStyle({ background: '#0B6E4F' });
    fireEvent.blur(colourInput());
    await waitFor(() =>
      expect(saves(calls)).toEqual([{ brokerId: 3, key: 'header_background', value: '#0B6E4F', previous: '#1a356f' }]),
    );
    fireEvent.change(colourInput(), { target: { value: '#fc0' } });
    fireEvent.blur(colourInput());
    await waitFor(() => expect(saves(calls).at(-1)).toMatchObject({ value: '#ffcc00' }));
  });

  it('previews the sample video for an empty link, the link’s video, or the invalid-link placeholder', async () => {
    const calls = mockApi(adviserDetail());
    renderAppearance();
    const frame = () => within(screen.getByTestId('video-preview')).queryByTitle(/video preview/i);
    await waitFor(() =>
      expect(frame()).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${SAMPLE_VIDEO_ID}`),
    );
    const link = screen.getByLabelText('Video link');
    fireEvent.change(link, { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5s' } });
    expect(frame()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    fireEvent.blur(link);
    await waitFor(() =>
      expect(saves(calls)).toEqual([
        { brokerId: 3, key: 'video', value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5s', previous: '' },
      ]),
    );
    fireEvent.change(link, { target: { value: 'https://vimeo.com/1234' } });
    expect(frame()).toBeNull();
    expect(screen.getByText(MESSAGES.invalidYoutubeLink)).toBeInTheDocument();
  });

  it('uploads a logo with the id and type before the file, then shows it in the card and the banner', async () => {
    const calls = mockApi(adviserDetail());
    renderAppearance();
    await screen.findByText('No logo yet');
    await userEvent.upload(fileInput('logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', LOGO.url);
    expect(within(preview()).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', LOGO.url);
    expect(calls.find((c) => c.url === '/api/broker/upload')).toMatchObject({
      method: 'POST',
      body: ['brokerId', 'fileType', 'file'],
    });
  });

  it('shows the server’s reason for a refused image, and refuses one over 5 MB before sending it', async () => {
    const calls = mockApi(adviserDetail(), {
      upload: () => json(415, { error: { code: 'unsupported_media_type', message: MESSAGES.imageTypeUnsupported } }),
    });
    renderAppearance();
    await screen.findByText('No logo yet');
    await userEvent.upload(fileInput('logo'), new File(['GIF89a'], 'anim.png', { type: 'image/png' }));
    expect(await within(screen.getByTestId('image-card-logo')).findByRole('alert')).toHaveTextContent(
      MESSAGES.imageTypeUnsupported,
    );
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await userEvent.upload(fileInput('profile_image'), big);
    expect(await within(screen.getByTestId('image-card-profile_image')).findByRole('alert')).toHaveTextContent(
      MESSAGES.imageTooLarge,
    );
    expect(calls.filter((c) => c.url.endsWith('/upload'))).toHaveLength(1);
  });

  it('deletes the logo with “File deleted successfully”', async () => {
    const calls = mockApi(adviserDetail({ logo: LOGO }));
    renderAppearance();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete logo' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.fileDeleted));
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.url).toBe('/api/broker/delete-upload?brokerId=3&type=logo');
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
  });
});
