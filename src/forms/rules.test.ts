import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState, type FormState } from './formState';
import { buildPayload, toJson } from './payload';
import { checkChosenFile, checkField, disabledFields, validateForm, type Files, type Values } from './rules';
import type { FieldConfig } from './schema';
import { configuredForm, fieldsOf, pdf } from '../test/forms';

const FILE_SIZE = 'File size exceeded! Maximum allowed size is 5MB.';

/**
 * Fills a form step by step. Before each step, validating must fail with exactly that
 * step's message (proving the order); after the last step it must pass.
 */
type Step = [message: string, failing: string, value: string | File, setName?: string, setValue?: string | File];

function walk(fields: FieldConfig[], steps: Step[], ctx = {}) {
  const values: Values = {};
  const files: Files = {};
  for (const [message, failing, value, setName, setValue] of steps) {
    const problem = validateForm(fields, values, files, ctx);
    expect(problem ? `${problem.field}: ${problem.message}` : 'valid').toBe(`${failing}: ${message}`);
    const [name, v] = setName !== undefined ? [setName, setValue!] : [failing, value];
    if (typeof v === 'string') values[name] = v;
    else files[name] = v;
  }
  expect(validateForm(fields, values, files, ctx)).toBeNull();
  return { values, files };
}

describe('footer sign-up rules', () => {
  const fields = fieldsOf(configuredForm('newsletter'));
  const check = (email: string) => validateForm(fields, { email }, {})?.message ?? null;

  it('asks for an address when empty after trimming', () => {
    expect(check('')).toBe('Please enter email address!');
    expect(check('   ')).toBe('Please enter email address!');
  });

  it('rejects shapes that are not name@domain.suffix with a 2+ letter suffix, case-insensitively', () => {
    for (const bad of ['plain', 'a@b', 'a@b.c', '@b.co', 'a b@c.co', 'a@b.c0']) expect(check(bad)).toBe('Invalid email format!');
    for (const good of ['a@b.co', 'First.Last+x@Example.COM', '  a@b.in  ']) expect(check(good)).toBeNull();
  });
});

describe('job application rules, in order', () => {
  const fields = fieldsOf(configuredForm('apply'));
  const ctx = { captcha: (answer: number) => answer === 7 };

  it('checks name, email, mobile, resume, LinkedIn and captcha in that order', () => {
    walk(
      fields,
      [
        ['Please enter full name!', 'FullName', '  '],
        ['Please enter full name!', 'FullName', 'Asha Rao'],
        ['Please enter email address!', 'Email', 'asha@'],
        ['Invalid email format!', 'Email', 'asha@example.com'],
        ['Please enter mobile number!', 'Phone', '12345'],
        ['Invalid mobile number format!', 'Phone', '98765abc01'],
        ['Invalid mobile number format!', 'Phone', '9876543210'],
        ['Please Upload Resume File!', 'UploadResume', new File(['x'], 'cv.docx', { type: 'application/msword' })],
        ['Invalid file type! Allowed types are JPEG, PNG and PDF.', 'UploadResume', pdf('cv.pdf', 5242881)],
        [FILE_SIZE, 'UploadResume', pdf('cv.pdf', 5242880)],
        // LinkedIn is optional, so the captcha fails next until a bad URL is typed.
        ['Please solve the CAPTCHA.', 'captcha', '', 'LinkedInUrl', 'http://linkedin.com/in/asha'],
        ['Invalid LinkedIn profile URL format!!', 'LinkedInUrl', 'https://www.linkedin.com/in/asha'],
        ['Please solve the CAPTCHA.', 'captcha', 'seven'],
        ['Please solve the CAPTCHA.', 'captcha', '8'],
        ['Incorrect answer to CAPTCHA.', 'captcha', '7'],
      ],
      ctx,
    );
  });

  it('accepts only https://www.linkedin.com/ followed by a path, and an empty URL', () => {
    const field = fields.find((f) => f.name === 'LinkedInUrl')!;
    const msg = (v: string) => checkField(field, { LinkedInUrl: v }, {});
    expect(msg('')).toBeNull();
    expect(msg('https://www.linkedin.com/in/asha-rao')).toBeNull();
    for (const bad of ['https://linkedin.com/in/a', 'http://www.linkedin.com/in/a', 'https://www.linkedin.com/', 'www.linkedin.com/in/a'])
      expect(msg(bad)).toBe('Invalid LinkedIn profile URL format!!');
  });

  it('reports a too-large or wrong-type resume as soon as it is chosen, never "required"', () => {
    const resume = fields.find((f) => f.name === 'UploadResume')!;
    expect(checkChosenFile(resume, pdf('cv.pdf', 5242881))).toBe(FILE_SIZE);
    expect(checkChosenFile(resume, pdf('cv.pdf', 5242880))).toBeNull();
    expect(checkChosenFile(resume, new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(checkChosenFile(resume, new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(checkChosenFile(resume, null)).toBeNull();
  });

  it('never passes a captcha before a question exists', () => {
    const captcha = fields.find((f) => f.kind === 'captcha')!;
    expect(checkField(captcha, { captcha: '7' }, {}, {})).toBe('Incorrect answer to CAPTCHA.');
  });
});

describe('contact form rules, in order', () => {
  const fields = fieldsOf(configuredForm('contact-form'));

  it('checks name, email, phone, comment and captcha in that order', () => {
    walk(
      fields,
      [
        ['Please enter full name!', 'name', 'Ravi'],
        ['Please enter email address!', 'email', 'ravi.example.com'],
        ['Invalid email format!', 'email', 'ravi@example.com'],
        ['Please enter phone number!', 'phone', '123456'],
        ['Invalid phone number format!', 'phone', '1234567890123456'],
        ['Invalid phone number format!', 'phone', '1234567'],
        ['Please write something in comment!', 'comment', '   '],
        ['Please write something in comment!', 'comment', 'Hello'],
        ['Please solve the CAPTCHA.', 'captcha', '3'],
        ['Incorrect answer to CAPTCHA.', 'captcha', '4'],
      ],
      { captcha: (answer: number) => answer === 4 },
    );
  });

  it('sends {name, email, phone, comment} as JSON, trimmed, without the captcha', () => {
    const values = { name: ' Ravi ', email: 'ravi@example.com ', phone: '1234567', comment: ' Hi ', captcha: '4' };
    expect(toJson(buildPayload(fields, values, {}))).toEqual({ name: 'Ravi', email: 'ravi@example.com', phone: '1234567', comment: 'Hi' });
  });
});

describe('vendor registration rules, every check in order, first failure only', () => {
  const fields = fieldsOf(configuredForm('vendor-form'));
  const big = pdf('big.pdf', 5242881);

  const yesBranchWalk: Step[] = [
    ['Please enter vendor name!', 'vendorname', 'Acme Cables'],
    ['Please enter address!', 'address', 'Plot 4, Sector 62, Noida'],
    ['Please select constitution!', 'constitution', '1'],
    ['Please upload attachment!', 'constitutionattachment', big],
    [FILE_SIZE, 'constitutionattachment', pdf()],
    ['Please select type of supplier!', 'suppliertype', '2'],
    ['Please select do you have GSTIN!', 'gstin', '1'],
    ['Please enter GST number!', 'gstnumber', '09ABCDE1234F1Z'],
    ['Invalid GSTIN format!', 'gstnumber', '09abcde1234f1z5'],
    ['Please upload GSTIN attachment!', 'gstattachment', pdf()],
    ['Please enter PAN number!', 'pannumber', 'ABCDE12345'],
    ['Invalid PAN number format!', 'pannumber', 'ABCDE1234F'],
    ['Please upload PAN attachment!', 'panattachment', pdf()],
    ['Please select PAN status!', 'panstatus', 'true'],
    ['Please select EPF registration!', 'epfregistration', '1'],
    ['Please upload EPF registration certificate!', 'epfattachment', pdf()],
    ['Please select ESI registration!', 'esiregistration', '1'],
    ['Please upload ESI registration certificate!', 'esiattachment', pdf()],
    ['Please select L.C number!', 'licensenumber', '1'],
    ['Please upload labour license certificate!', 'lcattachment', pdf()],
    ['Please select MSME registration!', 'msmeregistration', '1'],
    ['Please select MSME type!', 'msmetype', '2'],
    ['Please upload MSME registration certificate!', 'msmeattachment', pdf()],
    ['Please select previously associated with Voltline!', 'prevassociated', '1'],
    ['Please upload last work order / purchase order attachment!', 'lastworkattachment', pdf()],
    ['Please Select Income Tax Return For Last Two Years Filed!', 'incometaxreturn', 'true'],
    ['Please enter acknowledgement number!', 'acknowlegmentone', '123456789'],
    ['Please select date!', 'acknowlegmentonedate', '2024-07-31'],
    ['Please enter acknowledgement number!', 'acknowlegmenttwo', '987654321'],
    ['Please select date!', 'acknowlegmenttwodate', '2023-07-31'],
    ['Please enter bank name!', 'bankname', 'State Bank'],
    ['Please enter account number!', 'accountnumber', '12-34'],
    ['Invalid account number format!', 'accountnumber', '000123456789'],
    ['Please enter branch name!', 'branchname', 'Noida'],
    ['Please enter type of account!', 'accounttype', 'Current'],
    ['Please upload cancelled cheque attachment!', 'cancelledcheck', pdf()],
    ['Please enter contact person name!', 'contactname', 'Meera Iyer'],
    ['Please enter contact person email!', 'contactemail', 'meera@'],
    ['Invalid email format!', 'contactemail', ' Meera@Acme.Example '],
    ['Please enter contact person mobile number!', 'contactmobile', '12345'],
    ['Invalid mobile number format!', 'contactmobile', '9876543210'],
  ];

  it('walks every message in the spec order with every yes-branch', () => {
    const { values, files } = walk(fields, yesBranchWalk);
    const payload = new Map(buildPayload(fields, values, files));
    expect(payload.get('contactemail')).toBe('meera@acme.example');
    expect(payload.get('gstnumber')).toBe('09abcde1234f1z5');
    expect(payload.get('msmetype')).toBe('2');
    for (const file of [
      'constitutionattachment',
      'gstattachment',
      'panattachment',
      'epfattachment',
      'esiattachment',
      'lcattachment',
      'msmeattachment',
      'lastworkattachment',
      'cancelledcheck',
    ])
      expect(payload.get(file)).toBeInstanceOf(File);
    expect(payload.has('captcha')).toBe(false);
  });

  it('skips, and leaves out of the payload, every branch whose answer is not yes', () => {
    const steps = yesBranchWalk.filter(
      ([, name]) =>
        !['gstnumber', 'gstattachment', 'epfattachment', 'esiattachment', 'lcattachment', 'msmetype', 'msmeattachment', 'lastworkattachment'].includes(name) &&
        !name.startsWith('acknowlegment'),
    );
    const no: Record<string, string> = {
      gstin: '2',
      epfregistration: '2',
      esiregistration: '2',
      licensenumber: '2',
      msmeregistration: '2',
      prevassociated: '2',
      incometaxreturn: 'false',
    };
    const { values, files } = walk(
      fields,
      steps.map(([m, n, v]): Step => [m, n, no[n] ?? v]),
    );
    // Stale values typed before the answer changed must not leak either.
    const stale = { ...values, gstnumber: '09ABCDE1234F1Z5', acknowlegmentone: '1', msmetype: '1' };
    const payload = new Map(buildPayload(fields, stale, { ...files, gstattachment: pdf() }));
    for (const name of ['gstnumber', 'gstattachment', 'msmetype', 'acknowlegmentone', 'acknowlegmentonedate', 'acknowlegmenttwo', 'acknowlegmenttwodate'])
      expect(payload.has(name)).toBe(false);
    expect(payload.get('gstin')).toBe('2');
    expect(payload.get('incometaxreturn')).toBe('false');
  });

  it('names which fields each answer disables', () => {
    const allNo = {
      gstin: '2',
      epfregistration: '',
      esiregistration: '2',
      licensenumber: '2',
      msmeregistration: '2',
      prevassociated: '2',
      incometaxreturn: 'false',
    };
    expect(disabledFields(fields, allNo).sort()).toEqual(
      [
        'gstnumber',
        'gstattachment',
        'epfattachment',
        'esiattachment',
        'lcattachment',
        'msmetype',
        'msmeattachment',
        'lastworkattachment',
        'acknowlegmentone',
        'acknowlegmentonedate',
        'acknowlegmenttwo',
        'acknowlegmenttwodate',
      ].sort(),
    );
    expect(
      disabledFields(fields, {
        gstin: '1',
        epfregistration: '1',
        esiregistration: '1',
        licensenumber: '1',
        msmeregistration: '1',
        prevassociated: '1',
        incometaxreturn: 'true',
      }),
    ).toEqual([]);
  });

  it('checks every attachment for type and size', () => {
    for (const f of fields.filter((x) => x.kind === 'file')) {
      expect(checkChosenFile(f, big)).toBe(FILE_SIZE);
      expect(checkChosenFile(f, new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('Invalid file type! Allowed types are JPEG, PNG and PDF.');
    }
  });
});

describe('form state: typing transforms and conditional clearing', () => {
  const fields = fieldsOf(configuredForm('vendor-form'));
  const reduce = formReducer(fields);
  const run = (...actions: Parameters<typeof reduce>[1][]) => actions.reduce<FormState>(reduce, initialFormState(fields));

  it('uppercases GST and PAN numbers while typing', () => {
    const s = run(
      { type: 'change', name: 'pannumber', value: 'abcde1234f' },
      { type: 'change', name: 'gstin', value: '1' },
      { type: 'change', name: 'gstnumber', value: '09abcde' },
    );
    expect(s.values.pannumber).toBe('ABCDE1234F');
    expect(s.values.gstnumber).toBe('09ABCDE');
  });

  it('clears the GST number, attachment and their errors when GSTIN turns to no', () => {
    let s = run(
      { type: 'change', name: 'gstin', value: '1' },
      { type: 'change', name: 'gstnumber', value: 'X' },
      { type: 'choose', name: 'gstattachment', file: pdf() },
    );
    s = reduce(s, { type: 'invalid', name: 'gstnumber', message: 'Invalid GSTIN format!' });
    const before = s.fileKeys.gstattachment;
    s = reduce(s, { type: 'change', name: 'gstin', value: '2' });
    expect(s.values.gstnumber).toBe('');
    expect(s.files.gstattachment).toBeNull();
    expect(s.errors.gstnumber).toBeUndefined();
    expect(s.fileKeys.gstattachment).toBe((before ?? 0) + 1);
  });

  it('clears MSME type and attachment, and all four acknowledgement fields, when answered no', () => {
    let s = run(
      { type: 'change', name: 'msmeregistration', value: '1' },
      { type: 'change', name: 'msmetype', value: '2' },
      { type: 'choose', name: 'msmeattachment', file: pdf() },
      { type: 'change', name: 'incometaxreturn', value: 'true' },
      { type: 'change', name: 'acknowlegmentone', value: '1' },
      { type: 'change', name: 'acknowlegmentonedate', value: '2024-01-01' },
      { type: 'change', name: 'acknowlegmenttwo', value: '2' },
      { type: 'change', name: 'acknowlegmenttwodate', value: '2023-01-01' },
    );
    s = reduce(reduce(s, { type: 'change', name: 'msmeregistration', value: '' }), { type: 'change', name: 'incometaxreturn', value: 'false' });
    expect([s.values.msmetype, s.files.msmeattachment]).toEqual(['', null]);
    expect([s.values.acknowlegmentone, s.values.acknowlegmentonedate, s.values.acknowlegmenttwo, s.values.acknowlegmenttwodate]).toEqual(['', '', '', '']);
  });

  it("clears a field's error as soon as it is edited, and hides success or failure messages", () => {
    let s = reduce(initialFormState(fields), { type: 'invalid', name: 'vendorname', message: 'Please enter vendor name!' });
    s = reduce({ ...s, status: 'failed' }, { type: 'change', name: 'vendorname', value: 'A' });
    expect(s.errors).toEqual({});
    expect(s.status).toBe('idle');
  });

  it('shows a too-large attachment error at once and clears it when a good file is chosen', () => {
    let s = reduce(initialFormState(fields), { type: 'choose', name: 'panattachment', file: pdf('x.pdf', 6_000_000) });
    expect(s.errors.panattachment).toBe(FILE_SIZE);
    s = reduce(s, { type: 'choose', name: 'panattachment', file: pdf() });
    expect(s.errors.panattachment).toBeUndefined();
  });

  it('keeps only digits in the contact captcha while typing', () => {
    const contact = fieldsOf(configuredForm('contact-form'));
    const s = formReducer(contact)(initialFormState(contact), { type: 'change', name: 'captcha', value: '1a2 ' });
    expect(s.values.captcha).toBe('12');
  });

  it('resets everything after a failure when configured to', () => {
    let s = run({ type: 'change', name: 'vendorname', value: 'Acme' }, { type: 'choose', name: 'panattachment', file: pdf() }, { type: 'sending' });
    s = reduce(s, { type: 'failed', reset: true });
    expect(s.values.vendorname).toBe('');
    expect(s.files.panattachment).toBeNull();
    expect(s.failedOnce).toBe(true);
  });
});
