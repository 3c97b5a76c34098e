import { describe, expect, it } from 'vitest';
import { mailtoUrl } from './mailto';

describe('mailtoUrl', () => {
  it('writes the address as it is and encodes the subject and the body, line breaks and ampersands included', () => {
    expect(mailtoUrl({ to: 'olivia@example.com', subject: 'Your application', body: 'Hello & welcome\nLink' })).toBe(
      'mailto:olivia@example.com?subject=Your%20application&body=Hello%20%26%20welcome%0ALink',
    );
  });
});
