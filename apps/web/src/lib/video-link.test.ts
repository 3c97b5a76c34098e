import { describe, expect, it } from 'vitest';
import { embedUrl, previewVideoId, SAMPLE_VIDEO_ID, youtubeVideoId } from './video-link';

describe('youtubeVideoId', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/some/path/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&t=10s', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('%j → %j', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    '',
    'not a link',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ"><script>alert(1)</script>',
    'https://www.youtube.com/watch?v=dQw4w9WgXc%22onload%3D',
    'javascript://youtu.be/dQw4w9WgXcQ',
  ])('%j has no id', (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });
});

describe('previewVideoId', () => {
  it('previews the sample for an empty link, the video for a good one, and nothing for a bad one', () => {
    expect(previewVideoId('')).toBe(SAMPLE_VIDEO_ID);
    expect(previewVideoId('   ')).toBe(SAMPLE_VIDEO_ID);
    expect(previewVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(previewVideoId('https://example.com/video')).toBeNull();
  });

  it('embeds in the no-cookie player', () => {
    expect(embedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
