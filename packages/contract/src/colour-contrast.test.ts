import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  headerTextColour,
  MIN_TEXT_CONTRAST,
  parseHexColour,
  readableTextColour,
  relativeLuminance,
} from './colour-contrast';

describe('relativeLuminance and contrastRatio (WCAG 2.x)', () => {
  it('gives the standard values for black, white and the pairs WebAIM publishes', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#FFFF00')).toBeCloseTo(0.9278, 4);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    // #767676 is the lightest grey that passes on white (4.54:1); #777777 just fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1A356F', '#ffffff')).toBeCloseTo(11.78, 2);
    expect(contrastRatio('#FFFF00', '#ffffff')).toBeCloseTo(1.07, 2);
  });

  it('reads three-digit colours and either case, and nothing that is not a hex colour', () => {
    expect(parseHexColour('#0B6')).toEqual([0, 187, 102]);
    expect(parseHexColour('1a356f')).toEqual([26, 53, 111]);
    expect(contrastRatio('#fff', '#FFFFFF')).toBe(1);
    expect(parseHexColour('navy')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
    expect(relativeLuminance('rgb(0,0,0)')).toBeNaN();
  });
});

describe('readableTextColour', () => {
  it('puts black text on yellow when white was chosen', () => {
    const r = readableTextColour('#FFFF00', 'white');
    expect(r).toEqual({ colour: 'black', hex: '#000000', ratio: expect.any(Number), overridden: true });
    expect(r.ratio).toBeCloseTo(19.56, 2);
  });

  it('keeps the choice when it reads at 4.5:1 or more', () => {
    expect(readableTextColour('#1A356F', 'white')).toMatchObject({
      colour: 'white',
      hex: '#ffffff',
      overridden: false,
    });
    expect(readableTextColour('#FFFF00', 'black')).toMatchObject({ colour: 'black', overridden: false });
    // Just over the line on either side of the middle grey.
    expect(readableTextColour('#767676', 'white')).toMatchObject({ colour: 'white', overridden: false });
    expect(readableTextColour('#777777', 'black')).toMatchObject({ colour: 'black', overridden: false });
  });

  it('turns white text black on #777777, just under 4.5:1, and black text white on navy', () => {
    expect(readableTextColour('#777777', 'white')).toMatchObject({ colour: 'black', overridden: true });
    expect(readableTextColour('#777777', 'white').ratio).toBeCloseTo(4.69, 2);
    expect(readableTextColour('#1A356F', 'black')).toMatchObject({ colour: 'white', hex: '#ffffff', overridden: true });
  });

  it('always gives text at 4.5:1 or more, whatever the background', () => {
    for (let v = 0; v < 256; v += 5) {
      for (const hex of [`#${v.toString(16).padStart(2, '0').repeat(3)}`, `#ff${v.toString(16).padStart(2, '0')}00`]) {
        for (const chosen of ['black', 'white'] as const) {
          expect(readableTextColour(hex, chosen).ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    }
  });

  it('keeps the choice when the background cannot be judged', () => {
    expect(readableTextColour('not a colour', 'white')).toMatchObject({ colour: 'white', overridden: false });
  });

  it('reads header_text as stored: 1 black, anything else white', () => {
    expect(headerTextColour(1)).toBe('black');
    expect(headerTextColour(0)).toBe('white');
    expect(headerTextColour(null)).toBe('white');
  });
});
