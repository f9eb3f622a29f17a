import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { dataDirFromArgs } from '../server/db/paths.ts';
import { dataLayout } from '../server/media/generate.ts';
import { escapeUnprintable } from '../src/forms/controlCharacters.ts';

// `npm run submissions [-- --type contact|newsletter|career|vendor] [--json] [--data-dir PATH]`

const sources = {
  newsletter: { table: 'newsletter_signup', label: 'Newsletter sign-up' },
  contact: { table: 'contact_message', label: 'Contact message' },
  career: { table: 'career_application', label: 'Career application' },
  vendor: { table: 'vendor_registration', label: 'Vendor registration' },
} as const;
type Kind = keyof typeof sources;
const isKind = (s: string): s is Kind => Object.hasOwn(sources, s);

const args = process.argv.slice(2);
const typeArg = args.includes('--type') ? args[args.indexOf('--type') + 1] : undefined;
if (typeArg !== undefined && !isKind(typeArg)) {
  console.error(`Unknown --type "${typeArg}". Use one of: ${Object.keys(sources).join(', ')}`);
  process.exit(2);
}
const kinds: Kind[] = typeArg ? [typeArg] : (Object.keys(sources) as Kind[]);
const layout = dataLayout(dataDirFromArgs(args));
if (!existsSync(layout.dbFile)) {
  console.error(`No database at ${layout.dbFile}. Start the API (npm run api) first.`);
  process.exit(1);
}
const db = openDatabase(layout.dbFile);
// Choice columns hold option ids; print the option's name beside them.
const choiceKinds: Record<string, string> = {
  constitution: 'ConstitutionDdl',
  suppliertype: 'SupplierDdl',
  gstin: 'HaveGstDdl',
  epfregistration: 'EPFDdl',
  esiregistration: 'EsiDdl',
  licensenumber: 'LcDdl',
  msmeregistration: 'MsmeRegistrationDdl',
  msmetype: 'MsmeTypeDdl',
  prevassociated: 'IsPreviouslyAssociated',
};
const optionName = db.prepare('SELECT name FROM dropdown_option WHERE kind = ? AND id = ?').pluck();
const careerPost = db.prepare('SELECT post FROM career WHERE id = ?').pluck();
function describe(kind: Kind, column: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  const choice = kind === 'vendor' && Object.hasOwn(choiceKinds, column) ? choiceKinds[column] : undefined;
  if (choice) return `${String(value)} (${String(optionName.get(choice, value) ?? '?')})`;
  if (kind === 'career' && column === 'career_id') return `${String(value)} (${String(careerPost.get(value) ?? '?')})`;
  return String(value);
}
const filesOf = db.prepare(
  'SELECT field, original_name, stored_name, mime, size FROM submission_file WHERE submission_type = ? AND submission_id = ? ORDER BY id',
);

const report = kinds.map((kind) => {
  const rows = db.prepare(`SELECT * FROM ${sources[kind].table} ORDER BY id`).all() as Record<string, unknown>[];
  return {
    kind,
    submissions: rows.map((row) => ({
      fields: row,
      labels: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, describe(kind, k, v)])),
      files: (filesOf.all(kind, row.id) as Record<string, unknown>[]).map((f) => ({
        field: f.field,
        originalName: f.original_name,
        mime: f.mime,
        size: f.size,
        path: join(layout.uploadsDir, String(f.stored_name)),
      })),
    })),
  };
});
db.close();

if (args.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  // What visitors typed is shown escaped: a newline or an escape sequence in it cannot forge a record or steer the terminal.
  const show = (value: unknown) => escapeUnprintable(String(value));
  for (const { kind, submissions } of report) {
    console.log(`\n== ${sources[kind].label}s: ${submissions.length} ==`);
    for (const s of submissions) {
      const { files, fields, labels } = s;
      console.log(`\n#${show(fields.id)} (${show(fields.created_at)})`);
      for (const [k, v] of Object.entries(labels)) if (k !== 'id' && k !== 'created_at') console.log(`  ${k}: ${show(v)}`);
      for (const f of files) console.log(`  [file] ${show(f.field)}: ${show(f.path)} (${show(f.originalName)}, ${show(f.mime)}, ${show(f.size)} bytes)`);
    }
  }
}
