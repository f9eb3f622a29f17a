// Server-side mirror of the site's form rules (spec section 5). Rules run in
// the spec's order and stop at the first failure, so the field the server names
// is the one the form would have focused.
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, normalizeNewlines } from '../../src/forms/controlCharacters.ts';

export type Fields = ReadonlyMap<string, string>;
type When = (f: Fields) => boolean;

interface Base {
  field: string;
  when?: When;
}
export type Rule =
  | (Base & { kind: 'text'; required?: string; max?: number; pattern?: RegExp; invalid?: string; transform?: (s: string) => string; multiline?: boolean })
  | (Base & { kind: 'choice'; required: string; allowed: (id: number) => boolean })
  | (Base & { kind: 'bool'; required: string })
  | (Base & { kind: 'date'; required: string })
  | (Base & { kind: 'file'; required: string });

export type Value = string | number | null;
export interface RuleFailure {
  field: string;
  message: string;
}
export interface RuleResult {
  /** Normalised values of the enabled, non-file fields; disabled ones are null. */
  values: Record<string, Value>;
  /** File fields whose branch is enabled; attachments of disabled branches are dropped. */
  activeFiles: Set<string>;
}

export const EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const PHONE = /^[0-9]{7,15}$/;
export const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z]{1}[0-9A-Z]{3}$/i;
export const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/i;
export const DIGITS = /^[0-9]+$/;
export const LINKEDIN = /^https:\/\/www\.linkedin\.com\/\S+$/;
const DEFAULT_MAX = 200;

type Checker<K extends Rule['kind']> = (rule: Extract<Rule, { kind: K }>, raw: string | undefined, hasFile: boolean) => { value?: Value; error?: string };

const checkers: { [K in Rule['kind']]: Checker<K> } = {
  text: (rule, raw) => {
    const v = normalizeNewlines(rule.transform ? rule.transform(raw ?? '') : (raw ?? ''));
    if (!v) return rule.required ? { error: rule.required } : { value: null };
    // Stored text is read by people in terminals and mail clients: nothing in it may steer them.
    if (hasControlCharacters(v, rule.multiline === true)) return { error: CONTROL_CHARACTER_MESSAGE };
    const max = rule.max ?? DEFAULT_MAX;
    if (v.length > max) return { error: `Too long! Maximum is ${max} characters.` };
    if (rule.pattern && !rule.pattern.test(v)) return { error: rule.invalid ?? 'Invalid format!' };
    return { value: v };
  },
  choice: (rule, raw) => {
    if (!raw) return { error: rule.required };
    const id = DIGITS.test(raw) && raw.length < 10 ? Number(raw) : NaN;
    if (!Number.isInteger(id) || !rule.allowed(id)) return { error: 'Unknown option!' };
    return { value: id };
  },
  bool: (rule, raw) => {
    if (!raw) return { error: rule.required };
    if (raw !== 'true' && raw !== 'false') return { error: 'Must be true or false!' };
    return { value: raw === 'true' ? 1 : 0 };
  },
  date: (rule, raw) => {
    if (!raw) return { error: rule.required };
    // Round-tripping rejects impossible days such as 2026-02-30.
    const t = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T00:00:00Z`) : NaN;
    const ok = !Number.isNaN(t) && new Date(t).toISOString().startsWith(raw);
    return ok ? { value: raw } : { error: 'Invalid date! Use YYYY-MM-DD.' };
  },
  file: (rule, _raw, hasFile) => (hasFile ? {} : { error: rule.required }),
};

export function runRules(rules: readonly Rule[], fields: Fields, files: ReadonlySet<string>): RuleResult | RuleFailure {
  const values: Record<string, Value> = {};
  const activeFiles = new Set<string>();
  for (const rule of rules) {
    if (rule.when && !rule.when(fields)) {
      if (rule.kind !== 'file') values[rule.field] = null;
      continue;
    }
    const raw = fields.get(rule.field);
    const check = checkers[rule.kind] as Checker<Rule['kind']>;
    const out = check(rule, raw, files.has(rule.field));
    if (out.error) return { field: rule.field, message: out.error };
    if (rule.kind === 'file') activeFiles.add(rule.field);
    else values[rule.field] = out.value ?? null;
  }
  return { values, activeFiles };
}

export const isFailure = (r: RuleResult | RuleFailure): r is RuleFailure => 'message' in r;

const YES = '1';
const yes =
  (field: string): When =>
  (f) =>
    f.get(field) === YES;
const upper = (s: string) => s.toUpperCase();
const lower = (s: string) => s.toLowerCase();

export const newsletterRules: Rule[] = [
  { kind: 'text', field: 'email', required: 'Please enter email address!', max: 254, pattern: EMAIL, invalid: 'Invalid email format!' },
];

export const contactRules: Rule[] = [
  { kind: 'text', field: 'name', required: 'Please enter full name!' },
  { kind: 'text', field: 'email', required: 'Please enter email address!', max: 254, pattern: EMAIL, invalid: 'Invalid email format!' },
  { kind: 'text', field: 'phone', required: 'Please enter phone number!', pattern: PHONE, invalid: 'Invalid phone number format!' },
  { kind: 'text', field: 'comment', required: 'Please write something in comment!', max: 5000, multiline: true },
];

export function careerRules(careerExists: (id: number) => boolean): Rule[] {
  return [
    { kind: 'choice', field: 'CareerId', required: 'Please choose a job opening!', allowed: careerExists },
    { kind: 'text', field: 'FullName', required: 'Please enter full name!' },
    { kind: 'text', field: 'Email', required: 'Please enter email address!', max: 254, pattern: EMAIL, invalid: 'Invalid email format!' },
    { kind: 'text', field: 'Phone', required: 'Please enter mobile number!', pattern: PHONE, invalid: 'Invalid mobile number format!' },
    { kind: 'file', field: 'UploadResume', required: 'Please Upload Resume File!' },
    { kind: 'text', field: 'LinkedInUrl', max: 300, pattern: LINKEDIN, invalid: 'Invalid LinkedIn profile URL format!!' },
  ];
}

export function vendorRules(option: (kind: string, id: number) => boolean, brand: string): Rule[] {
  const choice = (field: string, kind: string, required: string, when?: When): Rule => ({
    kind: 'choice',
    field,
    required,
    allowed: (id) => option(kind, id),
    ...(when ? { when } : {}),
  });
  const itr: When = (f) => f.get('incometaxreturn') === 'true';
  return [
    { kind: 'text', field: 'vendorname', required: 'Please enter vendor name!' },
    { kind: 'text', field: 'address', required: 'Please enter address!', max: 1000, multiline: true },
    choice('constitution', 'ConstitutionDdl', 'Please select constitution!'),
    { kind: 'file', field: 'constitutionattachment', required: 'Please upload attachment!' },
    choice('suppliertype', 'SupplierDdl', 'Please select type of supplier!'),
    choice('gstin', 'HaveGstDdl', 'Please select do you have GSTIN!'),
    {
      kind: 'text',
      field: 'gstnumber',
      when: yes('gstin'),
      required: 'Please enter GST number!',
      pattern: GSTIN,
      invalid: 'Invalid GSTIN format!',
      transform: upper,
    },
    { kind: 'file', field: 'gstattachment', when: yes('gstin'), required: 'Please upload GSTIN attachment!' },
    { kind: 'text', field: 'pannumber', required: 'Please enter PAN number!', pattern: PAN, invalid: 'Invalid PAN number format!', transform: upper },
    { kind: 'file', field: 'panattachment', required: 'Please upload PAN attachment!' },
    { kind: 'bool', field: 'panstatus', required: 'Please select PAN status!' },
    choice('epfregistration', 'EPFDdl', 'Please select EPF registration!'),
    { kind: 'file', field: 'epfattachment', when: yes('epfregistration'), required: 'Please upload EPF registration certificate!' },
    choice('esiregistration', 'EsiDdl', 'Please select ESI registration!'),
    { kind: 'file', field: 'esiattachment', when: yes('esiregistration'), required: 'Please upload ESI registration certificate!' },
    choice('licensenumber', 'LcDdl', 'Please select L.C number!'),
    { kind: 'file', field: 'lcattachment', when: yes('licensenumber'), required: 'Please upload labour license certificate!' },
    choice('msmeregistration', 'MsmeRegistrationDdl', 'Please select MSME registration!'),
    choice('msmetype', 'MsmeTypeDdl', 'Please select MSME type!', yes('msmeregistration')),
    { kind: 'file', field: 'msmeattachment', when: yes('msmeregistration'), required: 'Please upload MSME registration certificate!' },
    choice('prevassociated', 'IsPreviouslyAssociated', `Please select previously associated with ${brand}!`),
    { kind: 'file', field: 'lastworkattachment', when: yes('prevassociated'), required: 'Please upload last work order / purchase order attachment!' },
    { kind: 'bool', field: 'incometaxreturn', required: 'Please Select Income Tax Return For Last Two Years Filed!' },
    {
      kind: 'text',
      field: 'acknowlegmentone',
      when: itr,
      required: 'Please enter acknowledgement number!',
      max: 30,
      pattern: DIGITS,
      invalid: 'Invalid acknowledgement number format!',
    },
    { kind: 'date', field: 'acknowlegmentonedate', when: itr, required: 'Please select date!' },
    {
      kind: 'text',
      field: 'acknowlegmenttwo',
      when: itr,
      required: 'Please enter acknowledgement number!',
      max: 30,
      pattern: DIGITS,
      invalid: 'Invalid acknowledgement number format!',
    },
    { kind: 'date', field: 'acknowlegmenttwodate', when: itr, required: 'Please select date!' },
    { kind: 'text', field: 'bankname', required: 'Please enter bank name!' },
    { kind: 'text', field: 'accountnumber', required: 'Please enter account number!', max: 30, pattern: DIGITS, invalid: 'Invalid account number format!' },
    { kind: 'text', field: 'branchname', required: 'Please enter branch name!' },
    { kind: 'text', field: 'accounttype', required: 'Please enter type of account!' },
    { kind: 'file', field: 'cancelledcheck', required: 'Please upload cancelled cheque attachment!' },
    { kind: 'text', field: 'contactname', required: 'Please enter contact person name!' },
    {
      kind: 'text',
      field: 'contactemail',
      required: 'Please enter contact person email!',
      max: 254,
      pattern: EMAIL,
      invalid: 'Invalid email format!',
      transform: lower,
    },
    { kind: 'text', field: 'contactmobile', required: 'Please enter contact person mobile number!', pattern: PHONE, invalid: 'Invalid mobile number format!' },
  ];
}

export const fileFieldsOf = (rules: readonly Rule[]) => new Set(rules.filter((r) => r.kind === 'file').map((r) => r.field));
