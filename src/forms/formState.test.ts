import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState } from './formState';
import type { FieldConfig } from './schema';

// A vendor-registration pair, a digits-only field and a size-limited file, as pages.config.json writes them.
const fields = [
  {
    kind: 'select',
    name: 'epfregistration',
    label: 'EPF Registration',
    options: [
      { value: '1', label: 'Yes' },
      { value: '2', label: 'No' },
    ],
  },
  { kind: 'file', name: 'epfattachment', label: 'EPF Registration Certificate', enabledWhen: { field: 'epfregistration', equals: '1' } },
  { kind: 'text', name: 'gstnumber', label: 'GST Number', enabledWhen: { field: 'epfregistration', equals: '1' } },
  { kind: 'numeric', name: 'mobile', label: 'Mobile', typing: ['digitsOnly'], rules: [{ rule: 'required', message: 'Please enter mobile number!' }] },
  { kind: 'text', name: 'pan', label: 'PAN', typing: ['uppercase'] },
  {
    kind: 'file',
    name: 'resume',
    label: 'Resume',
    rules: [{ rule: 'maxSize', maxBytes: 5 * 1024 * 1024, message: 'File size should be less than 5 MB!' }],
  },
] as unknown as FieldConfig[];

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('a form taking over what the page holds (adopt)', () => {
  const reduce = formReducer(fields);

  it('empties a file chosen before its condition was answered "No", whatever the order of the fields', () => {
    const s = reduce(initialFormState(fields), {
      type: 'adopt',
      values: { epfregistration: '2', gstnumber: 'typed before No', mobile: '', pan: '' },
      files: { epfattachment: file('epf.pdf', 10), resume: null },
    });
    expect(s.values.epfregistration).toBe('2');
    expect(s.files.epfattachment).toBeNull();
    expect(s.values.gstnumber).toBe('');
    // The file input is remounted, the only way to empty it in the page.
    expect(s.fileKeys.epfattachment).toBeGreaterThan(initialFormState(fields).fileKeys.epfattachment!);
  });

  it('keeps a file and a value whose condition holds', () => {
    const s = reduce(initialFormState(fields), {
      type: 'adopt',
      values: { epfregistration: '1', gstnumber: '22AAAAA0000A1Z5' },
      files: { epfattachment: file('epf.pdf', 10) },
    });
    expect(s.files.epfattachment?.name).toBe('epf.pdf');
    expect(s.values.gstnumber).toBe('22AAAAA0000A1Z5');
  });

  it('applies digits-only and upper-case typing to what was typed', () => {
    const s = reduce(initialFormState(fields), { type: 'adopt', values: { mobile: '98x76 5', pan: 'abcde1234f' }, files: {} });
    expect(s.values.mobile).toBe('98765');
    expect(s.values.pan).toBe('ABCDE1234F');
  });

  it("shows a chosen file's size message at once", () => {
    const s = reduce(initialFormState(fields), { type: 'adopt', values: {}, files: { resume: file('cv.pdf', 6 * 1024 * 1024) } });
    expect(s.errors.resume).toBe('File size should be less than 5 MB!');
  });

  it('hides the message of a field edited since the page showed it, and keeps the others', () => {
    const shown = { ...initialFormState(fields), errors: { mobile: 'Please enter mobile number!', pan: 'Invalid' } };
    const s = reduce(shown, { type: 'adopt', values: { mobile: '9876543210', pan: '' }, files: {} });
    expect(s.errors.mobile).toBeUndefined();
    expect(s.errors.pan).toBe('Invalid');
  });
});
