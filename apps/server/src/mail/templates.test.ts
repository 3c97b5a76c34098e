import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const action = { label: 'Open my application', url: 'https://example.test/accept-invite/abc' };
const button = (html: string) => html.match(/<a href="[^"]*" style="([^"]*)"/)?.[1] ?? '';

describe('renderMail: the action button', () => {
  it('keeps white text on a dark brand colour', () => {
    const { html } = renderMail({
      subject: 's',
      greeting: 'Hi',
      paragraphs: [],
      action,
      brand: { colour: '#1a356f', logoUrl: null, logoAlt: '' },
    });
    expect(button(html)).toContain('background:#1a356f;color:#ffffff');
  });

  it('writes black text on a light brand colour that white would not read on', () => {
    const { html } = renderMail({
      subject: 's',
      greeting: 'Hi',
      paragraphs: [],
      action,
      brand: { colour: '#FFFF00', logoUrl: null, logoAlt: '' },
    });
    expect(button(html)).toContain('background:#FFFF00;color:#000000');
  });

  it("uses the product's navy with white text when the brand colour is not a hex colour", () => {
    const { html } = renderMail({
      subject: 's',
      greeting: 'Hi',
      paragraphs: [],
      action,
      brand: { colour: 'red;x:y', logoUrl: null, logoAlt: '' },
    });
    expect(button(html)).toContain('background:#1A356F;color:#ffffff');
  });
});
