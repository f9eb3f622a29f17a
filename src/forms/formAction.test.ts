import { describe, expect, it } from 'vitest';
import { formAction } from './formAction';
import { SENT_PARAM } from './snapshot';

describe("a form's action", () => {
  it('is the page itself, without the success marker', () => {
    expect(formAction('/contact', '')).toBe('/contact');
    expect(formAction('/es/careers/engineer', `?${SENT_PARAM}=1&ref=mail`)).toBe('/es/careers/engineer?ref=mail');
  });

  it('never leaves the site: doubled slashes and backslashes at its start fold to one slash', () => {
    for (const path of ['//evil.example/x', '///evil.example/x', '/\\evil.example/x', '\\\\evil.example/x']) {
      const action = formAction(path, '');
      expect(action, path).toBe('/evil.example/x');
      expect(new URL(action, 'https://www.voltline.example/').host).toBe('www.voltline.example');
    }
  });
});
