import { describe, expect, it } from 'vitest';
import { textIn } from './text';

describe('textIn', () => {
  it('shows a plain string as it is, and a translated text in the asked language, else its first value', () => {
    expect(textIn('Projects')).toBe('Projects');
    expect(textIn({ en: 'Projects', es: 'Proyectos', ar: 'المشاريع' })).toBe('Projects');
    expect(textIn({ en: 'Projects', es: 'Proyectos' }, 'es')).toBe('Proyectos');
    expect(textIn({ es: 'Proyectos' })).toBe('Proyectos');
    expect(textIn(undefined)).toBe('');
    expect(textIn(['a'])).toBe('');
  });
});
