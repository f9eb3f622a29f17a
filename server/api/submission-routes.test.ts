import { request as httpRequest } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesIn, postJson, startTestApi, type TestApi } from '../test/helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const PNG_BYTES = await sharp({ create: { width: 4, height: 4, channels: 4, background: { r: 200, g: 200, b: 200, alpha: 200 / 255 } } })
  .png()
  .toBuffer();
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(200), Buffer.from([0xff, 0xd9])]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4000, 0x90)]);

const blob = (bytes: Buffer, type = 'application/pdf') => new Blob([new Uint8Array(bytes)], { type });

const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** Snapshot of everything a submission can leave behind. */
async function footprint() {
  return {
    careers: count('career_application'),
    vendors: count('vendor_registration'),
    files: count('submission_file'),
    uploads: (await filesIn(api.uploadsDir)).length,
    tmp: (await filesIn(api.tmpDir)).length,
  };
}

async function postForm(path: string, form: FormData) {
  const res = await fetch(api.url + path, { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as any };
}

function careerForm(overrides: Record<string, string | Blob | null> = {}): FormData {
  const base: Record<string, string | Blob | null> = {
    CareerId: '1',
    FullName: 'Asha Verma',
    Email: 'asha@example.com',
    Phone: '9876543210',
    UploadResume: blob(PDF),
    LinkedInUrl: 'https://www.linkedin.com/in/asha-verma',
    ...overrides,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(base)) {
    if (v === null) continue;
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, v, k === 'UploadResume' ? 'resume.pdf' : `${k}.bin`);
  }
  return form;
}

const vendorFiles = {
  constitutionattachment: () => blob(PDF),
  gstattachment: () => blob(PNG_BYTES, 'image/png'),
  panattachment: () => blob(JPEG, 'image/jpeg'),
  epfattachment: () => blob(PDF),
  esiattachment: () => blob(PDF),
  lcattachment: () => blob(PDF),
  msmeattachment: () => blob(PNG_BYTES, 'image/png'),
  lastworkattachment: () => blob(PDF),
  cancelledcheck: () => blob(JPEG, 'image/jpeg'),
};

function vendorForm(overrides: Record<string, string | Blob | null> = {}): FormData {
  const text: Record<string, string> = {
    vendorname: '  Shakti Cables Pvt Ltd ',
    address: 'Plot 12, Sector 63, Noida',
    constitution: '4',
    suppliertype: '1',
    gstin: '1',
    gstnumber: '09aaacs1234k1z5',
    pannumber: 'aaacs1234k',
    panstatus: 'true',
    epfregistration: '1',
    esiregistration: '1',
    licensenumber: '1',
    msmeregistration: '1',
    msmetype: '2',
    prevassociated: '1',
    incometaxreturn: 'true',
    acknowlegmentone: '123456789012345',
    acknowlegmentonedate: '2025-07-30',
    acknowlegmenttwo: '223456789012345',
    acknowlegmenttwodate: '2024-07-29',
    bankname: 'State Bank of India',
    accountnumber: '00112233445566',
    branchname: 'Sector 18, Noida',
    accounttype: 'Current',
    contactname: 'Ravi Gupta',
    contactemail: 'Ravi.Gupta@Example.com',
    contactmobile: '9810012345',
  };
  const form = new FormData();
  const all: Record<string, string | Blob | null> = { ...text, ...Object.fromEntries(Object.entries(vendorFiles).map(([k, f]) => [k, f()])), ...overrides };
  for (const [k, v] of Object.entries(all)) {
    if (v === null) continue;
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, v, `${k}.${v.type === 'image/png' ? 'png' : v.type === 'image/jpeg' ? 'jpg' : 'pdf'}`);
  }
  return form;
}

describe('footer sign-up and contact (JSON)', () => {
  it('stores a newsletter e-mail', async () => {
    const res = await postJson(api.url, '/api/GetInTouch', { email: ' reader@example.co ' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'ok', id: expect.any(Number) });
    expect(api.db.prepare('SELECT email FROM newsletter_signup WHERE id = ?').pluck().get(res.json.id)).toBe('reader@example.co');
  });

  it.each([
    [{ email: '' }, 400, 'email: Please enter email address!'],
    [{ email: 'not-an-email' }, 400, 'email: Invalid email format!'],
    [{}, 400, 'email: is required'],
    [{ email: 42 }, 400, /^email: /],
  ])('rejects %j', async (body, status, message) => {
    const res = await postJson(api.url, '/api/GetInTouch', body);
    expect(res.status).toBe(status);
    expect(res.json.message).toMatch(message);
    expect(res.json.field).toBe('email');
  });

  it('stores a contact message and checks fields in form order', async () => {
    const ok = await postJson(api.url, '/api/ContactFormSubmission', {
      name: 'Neha',
      email: 'neha@example.com',
      phone: '9999988888',
      comment: 'Please call me about a 132 kV line.',
    });
    expect(ok.status).toBe(200);
    expect(count('contact_message')).toBe(1);
    const bad = await postJson(api.url, '/api/ContactFormSubmission', { name: ' ', email: 'x', phone: '12', comment: '' });
    expect(bad).toMatchObject({ status: 400, json: { field: 'name', message: 'name: Please enter full name!' } });
    const phone = await postJson(api.url, '/api/ContactFormSubmission', { name: 'N', email: 'n@example.com', phone: '12-34', comment: 'hi' });
    expect(phone.json).toEqual({ field: 'phone', message: 'phone: Invalid phone number format!' });
    const long = await postJson(api.url, '/api/ContactFormSubmission', { name: 'N', email: 'n@example.com', phone: '1234567', comment: 'x'.repeat(5001) });
    expect(long).toMatchObject({ status: 400, json: { field: 'comment' } });
    expect(count('contact_message')).toBe(1);
  });
});

describe('career application (multipart)', () => {
  it('stores an application and its resume outside the served folders', async () => {
    const before = await footprint();
    const res = await postForm('/api/Career/CareerFormRegister', careerForm());
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ message: 'ok', id: expect.any(Number) });
    const file = api.db.prepare("SELECT * FROM submission_file WHERE submission_type = 'career' AND submission_id = ?").get(res.json.id) as any;
    expect(file).toMatchObject({ field: 'UploadResume', original_name: 'resume.pdf', mime: 'application/pdf', size: PDF.length });
    expect(file.stored_name).not.toContain('resume');
    expect(statSync(join(api.uploadsDir, file.stored_name)).size).toBe(PDF.length);
    const after = await footprint();
    expect(after).toEqual({ ...before, careers: before.careers + 1, files: before.files + 1, uploads: before.uploads + 1 });
  });

  it('LinkedIn URL is optional', async () => {
    const res = await postForm('/api/Career/CareerFormRegister', careerForm({ LinkedInUrl: null, UploadResume: blob(PNG_BYTES, 'image/png') }));
    expect(res.status).toBe(200);
  });

  it.each([
    [{ CareerId: '999' }, 400, 'CareerId'],
    [{ CareerId: 'abc' }, 400, 'CareerId'],
    [{ FullName: '   ' }, 400, 'FullName'],
    [{ Email: 'bad@' }, 400, 'Email'],
    [{ Phone: '123' }, 400, 'Phone'],
    [{ UploadResume: null }, 400, 'UploadResume'],
    [{ LinkedInUrl: 'http://linkedin.com/in/x' }, 400, 'LinkedInUrl'],
  ])('rejects %j', async (override, status, field) => {
    const before = await footprint();
    const res = await postForm('/api/Career/CareerFormRegister', careerForm(override));
    expect(res.status).toBe(status);
    expect(res.json.field).toBe(field);
    expect(res.json.message).toMatch(new RegExp(`^${field}: `));
    expect(await footprint()).toEqual(before);
  });

  it('refuses a 6 MB file with 413 and stores nothing', async () => {
    const before = await footprint();
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await postForm('/api/Career/CareerFormRegister', careerForm({ UploadResume: blob(big) }));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ field: 'UploadResume', message: 'UploadResume: File size exceeded! Maximum allowed size is 5MB.' });
    expect(await footprint()).toEqual(before);
  });

  it('accepts a file of exactly 5242880 bytes', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(5242880 - PDF.length, 0x20)]);
    const res = await postForm('/api/Career/CareerFormRegister', careerForm({ UploadResume: blob(exact) }));
    expect(res.status).toBe(200);
  });

  it('refuses an executable renamed to .pdf with 415 by content, leaving no file behind', async () => {
    const before = await footprint();
    const res = await postForm('/api/Career/CareerFormRegister', careerForm({ UploadResume: blob(ELF) }));
    expect(res.status).toBe(415);
    expect(res.json.field).toBe('UploadResume');
    expect(await footprint()).toEqual(before);
  });

  it('refuses unexpected or repeated file fields and non-multipart bodies', async () => {
    const before = await footprint();
    const extra = careerForm();
    extra.append('Other', blob(PDF), 'x.pdf');
    expect((await postForm('/api/Career/CareerFormRegister', extra)).json.field).toBe('Other');
    const twice = careerForm();
    twice.append('UploadResume', blob(PDF), 'again.pdf');
    const t = await postForm('/api/Career/CareerFormRegister', twice);
    expect(t).toMatchObject({ status: 400, json: { field: 'UploadResume' } });
    const json = await postJson(api.url, '/api/Career/CareerFormRegister', { CareerId: 1 });
    expect(json.status).toBe(415);
    expect(await footprint()).toEqual(before);
  });

  it('an upload aborted mid-file leaves no row and no file', async () => {
    const before = await footprint();
    const boundary = '----voltlinetest';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="CareerId"\r\n\r\n1\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="FullName"\r\n\r\nAsha\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="Email"\r\n\r\na@example.com\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="Phone"\r\n\r\n9876543210\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="UploadResume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ].join('');
    const url = new URL(api.url);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/Career/CareerFormRegister',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + 3_000_000) },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(Buffer.concat([PDF, Buffer.alloc(1_000_000, 0x20)]));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 150);
    });
    // The server notices the reset asynchronously; give it a moment to clean up.
    for (let i = 0; i < 40 && (await filesIn(api.tmpDir)).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await footprint()).toEqual(before);
  });
});

describe('vendor registration (multipart)', () => {
  it('stores every yes-branch with all nine attachments on disk', async () => {
    const before = await footprint();
    const res = await postForm('/api/VendorFormRegistration', vendorForm());
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = api.db.prepare('SELECT * FROM vendor_registration WHERE id = ?').get(res.json.id) as any;
    expect(row).toMatchObject({
      vendorname: 'Shakti Cables Pvt Ltd',
      constitution: 4,
      suppliertype: 1,
      gstin: 1,
      gstnumber: '09AAACS1234K1Z5',
      pannumber: 'AAACS1234K',
      panstatus: 1,
      epfregistration: 1,
      esiregistration: 1,
      licensenumber: 1,
      msmeregistration: 1,
      msmetype: 2,
      prevassociated: 1,
      incometaxreturn: 1,
      acknowlegmentone: '123456789012345',
      acknowlegmentonedate: '2025-07-30',
      acknowlegmenttwo: '223456789012345',
      acknowlegmenttwodate: '2024-07-29',
      accountnumber: '00112233445566',
      contactemail: 'ravi.gupta@example.com',
      contactmobile: '9810012345',
    });
    const files = api.db
      .prepare("SELECT field, stored_name, mime FROM submission_file WHERE submission_type = 'vendor' AND submission_id = ?")
      .all(res.json.id) as any[];
    expect(files.map((f) => f.field).sort()).toEqual(Object.keys(vendorFiles).sort());
    for (const f of files) expect(existsSync(join(api.uploadsDir, f.stored_name))).toBe(true);
    expect(files.find((f) => f.field === 'panattachment').mime).toBe('image/jpeg');
    expect(await footprint()).toEqual({ ...before, vendors: before.vendors + 1, files: before.files + 9, uploads: before.uploads + 9 });
  });

  it('with every no-branch, stores only the always-required attachments and nulls disabled fields', async () => {
    const res = await postForm(
      '/api/VendorFormRegistration',
      vendorForm({
        gstin: '2',
        epfregistration: '2',
        esiregistration: '2',
        licensenumber: '2',
        msmeregistration: '2',
        prevassociated: '2',
        incometaxreturn: 'false',
        gstnumber: 'garbage',
        msmetype: '',
      }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = api.db.prepare('SELECT * FROM vendor_registration WHERE id = ?').get(res.json.id) as any;
    expect(row).toMatchObject({ gstin: 2, gstnumber: null, msmetype: null, incometaxreturn: 0, acknowlegmentone: null, acknowlegmenttwodate: null });
    const fields = api.db.prepare("SELECT field FROM submission_file WHERE submission_type = 'vendor' AND submission_id = ?").pluck().all(res.json.id);
    expect((fields as string[]).sort()).toEqual(['cancelledcheck', 'constitutionattachment', 'panattachment']);
    expect((await filesIn(api.tmpDir)).length).toBe(0);
  });

  it.each([
    [{ vendorname: '' }, 'vendorname', 'Please enter vendor name!'],
    [{ constitution: '99' }, 'constitution', 'Unknown option!'],
    [{ constitutionattachment: null }, 'constitutionattachment', 'Please upload attachment!'],
    [{ gstin: '' }, 'gstin', 'Please select do you have GSTIN!'],
    [{ gstnumber: '' }, 'gstnumber', 'Please enter GST number!'],
    [{ gstnumber: '09AAACS1234K1Z' }, 'gstnumber', 'Invalid GSTIN format!'],
    [{ gstattachment: null }, 'gstattachment', 'Please upload GSTIN attachment!'],
    [{ pannumber: 'AAAC1234K' }, 'pannumber', 'Invalid PAN number format!'],
    [{ panstatus: '' }, 'panstatus', 'Please select PAN status!'],
    [{ epfattachment: null }, 'epfattachment', 'Please upload EPF registration certificate!'],
    [{ esiattachment: null }, 'esiattachment', 'Please upload ESI registration certificate!'],
    [{ lcattachment: null }, 'lcattachment', 'Please upload labour license certificate!'],
    [{ msmetype: '' }, 'msmetype', 'Please select MSME type!'],
    [{ msmeattachment: null }, 'msmeattachment', 'Please upload MSME registration certificate!'],
    [{ prevassociated: '' }, 'prevassociated', 'Please select previously associated with Voltline!'],
    [{ lastworkattachment: null }, 'lastworkattachment', 'Please upload last work order / purchase order attachment!'],
    [{ incometaxreturn: '' }, 'incometaxreturn', 'Please Select Income Tax Return For Last Two Years Filed!'],
    [{ acknowlegmentone: '' }, 'acknowlegmentone', 'Please enter acknowledgement number!'],
    [{ acknowlegmenttwodate: '2025-02-30' }, 'acknowlegmenttwodate', 'Invalid date! Use YYYY-MM-DD.'],
    [{ accountnumber: '12AB' }, 'accountnumber', 'Invalid account number format!'],
    [{ cancelledcheck: null }, 'cancelledcheck', 'Please upload cancelled cheque attachment!'],
    [{ contactemail: 'ravi@' }, 'contactemail', 'Invalid email format!'],
    [{ contactmobile: '98100123451234567' }, 'contactmobile', 'Invalid mobile number format!'],
  ])('rejects %j', async (override, field, message) => {
    const before = await footprint();
    const res = await postForm('/api/VendorFormRegistration', vendorForm(override));
    expect(res).toEqual({ status: 400, json: { field, message: `${field}: ${message}` } });
    expect(await footprint()).toEqual(before);
  });

  it('reports the first failing field in form order', async () => {
    const res = await postForm('/api/VendorFormRegistration', vendorForm({ address: '', pannumber: 'x', contactmobile: '1' }));
    expect(res.json.field).toBe('address');
  });

  it('a bad attachment type is refused even when other checks would fail later', async () => {
    const before = await footprint();
    const res = await postForm('/api/VendorFormRegistration', vendorForm({ gstattachment: blob(ELF), contactmobile: '' }));
    expect(res).toMatchObject({ status: 415, json: { field: 'gstattachment' } });
    expect(await footprint()).toEqual(before);
  });
});

describe('load', () => {
  it('200 concurrent submissions all land', async () => {
    const before = await footprint();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? postForm('/api/Career/CareerFormRegister', careerForm({ FullName: `Applicant ${i}` }))
          : postJson(api.url, '/api/ContactFormSubmission', { name: `Visitor ${i}`, email: `v${i}@example.com`, phone: '9876543210', comment: 'Hello' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(200).fill(200));
    const after = await footprint();
    expect(after.careers).toBe(before.careers + 100);
    expect(after.uploads).toBe(before.uploads + 100);
    expect(new Set(results.map((r) => r.json.id)).size).toBeGreaterThanOrEqual(100);
  });
});
