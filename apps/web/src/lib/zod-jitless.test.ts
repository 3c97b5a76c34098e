import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import { parseWithoutEval } from './zod-jitless';

describe('zod without the eval probe', () => {
  it('is what zod reads once the setting is made', () => {
    parseWithoutEval();
    expect(config().jitless).toBe(true);
  });
});
