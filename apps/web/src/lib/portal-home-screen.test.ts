import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePortalHomeScreen } from './portal-home-screen';

const head = () => ({
  manifest: document.head.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
  touchIcon: document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href') ?? null,
  theme: document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content ?? null,
});

describe('usePortalHomeScreen', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("links the client's adviser's manifest and touch icon and lends their colour, and puts all back on leaving", () => {
    document.head.innerHTML = '<meta name="theme-color" content="#1A356F">';
    const { unmount, rerender } = renderHook((props) => usePortalHomeScreen(props), {
      initialProps: { adviser_id: 42, header_background: '#0B6E4F' } as {
        adviser_id: number;
        header_background: string;
      } | null,
    });
    expect(head()).toEqual({
      manifest: '/api/portal/42/manifest',
      touchIcon: '/api/portal/42/icon/180',
      theme: '#0B6E4F',
    });
    // A new colour is one set of links, not two.
    rerender({ adviser_id: 42, header_background: '#222222' });
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(head().theme).toBe('#222222');
    unmount();
    expect(head()).toEqual({ manifest: null, touchIcon: null, theme: '#1A356F' });
  });

  it('adds nothing for someone who is not a client', () => {
    renderHook(() => usePortalHomeScreen(null));
    expect(head()).toEqual({ manifest: null, touchIcon: null, theme: null });
  });
});
