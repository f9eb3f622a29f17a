import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The logo is an <img> on every page, header and footer. Letters set in <text> make the browser look
// a font up for the image's own document (a synchronous call to the browser process, at the first
// paint) and draw a different face on every machine; drawn as paths they cost neither.
const logo = readFileSync(join(process.cwd(), 'public', 'logo.svg'), 'utf8');

describe('the logo file', () => {
  it('draws its wordmark as shapes, asking for no font', () => {
    expect(logo).not.toMatch(/<text\b|font-family/);
    expect(logo).toMatch(/<title>Voltline Power Systems<\/title>/);
  });

  it('keeps the size the header and footer reserve for it', () => {
    expect(logo).toMatch(/width="150" height="40" viewBox="0 0 150 40"/);
  });
});
