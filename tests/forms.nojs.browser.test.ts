/**
 * The four forms as plain HTML forms: with JavaScript off, each posts to the site server,
 * which sends it back with the spec's message (values kept, nothing in the URL) or makes
 * the spec's API call (stored as the browser would store it, files byte for byte) and
 * sends the visitor on. Then, with script on but a phone's CPU and network, a form filled
 * and sent the moment it shows, before it hydrates: never a GET, nothing lost.
 * Every test keeps a log of the page's requests: no URL ever holds a typed value.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, apiUrl, contentUrl, dataDir, launchBrowser, mediaUrl, openDatabase, openPage, openTab, siteUrl, startSiteServer } from './harness';
import { throttleToPhone } from '../tooling/phoneProfile';

const REFILE = 'Files are not kept when the form comes back: please choose this file again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pdfBytes = (tag: string) => Buffer.from(`%PDF-1.4\n% ${tag} ${'x'.repeat(2000)}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });

/** Every request the page makes, as method and URL. */
function requestLog(page: Page): { method: string; url: string }[] {
  const log: { method: string; url: string }[] = [];
  page.on('request', (r) => log.push({ method: r.method(), url: r.url() }));
  return log;
}

/** No request URL (nor the page's own) holds any of the typed values, raw or encoded. */
function expectNoTypedValueInUrls(page: Page, log: { url: string }[], typed: string[]) {
  const urls = [...log.map((r) => r.url), page.url()];
  for (const value of typed) {
    const forms = [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
    for (const url of urls) for (const f of forms) expect(url.includes(f), `${url} holds "${value}"`).toBe(false);
  }
}

async function openNoScript(path: string) {
  const opened = await openPage(browser, path, { javaScriptEnabled: false });
  return { ...opened, log: requestLog(opened.page) };
}

/** The one message shown in a form, and the field it belongs to (by aria-describedby). */
async function shownError(form: Locator) {
  const alerts = form.getByRole('alert');
  expect(await alerts.count()).toBe(1);
  const id = await alerts.first().getAttribute('id');
  const described = form.locator(`[aria-describedby~="${id}"]`);
  return { message: (await alerts.first().textContent())?.trim(), field: await described.first().getAttribute('name') };
}

async function captchaAnswer(form: Locator): Promise<number> {
  const text = (await form.locator('.form-captcha-question').textContent())?.trim() ?? '';
  expect(text).toMatch(/^\d \+ \d$/);
  const [a, b] = text.split('+').map((n) => Number(n.trim()));
  return a! + b!;
}

const stored = (name: string) => readFileSync(join(dataDir(), 'uploads', name));

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const el = form.locator(`[name="${name}"]`);
    const tag = await el.first().evaluate((e) => `${e.tagName}:${e.getAttribute('type')}`);
    if (tag === 'SELECT:null') await el.selectOption(value);
    else if (tag === 'INPUT:radio') await form.locator(`[name="${name}"][value="${value}"]`).check();
    else await el.fill(value);
  }
}

describe('without JavaScript', () => {
  it('footer sign-up: the message comes back in place, then the address is stored and the page says so', async () => {
    const { page, log } = await openNoScript('/projects');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill('visitor@example');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.waitForLoadState('load');
    expect(await shownError(form)).toEqual({ message: 'Invalid email format!', field: 'email' });
    expect(await email.inputValue()).toBe('visitor@example');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/projects');
    // The page came back scrolled to the form, the field focused.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');

    const address = `nojs-${Date.now()}@example.com`;
    await email.fill(address);
    await form.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL('**/projects?sent=newsletter#newsletter');
    expect(await form.getByRole('status').textContent()).toBe('Submitted successfully, Thanks for input!');
    expect(await email.inputValue()).toBe('');
    const db = openDatabase();
    expect(db.prepare('SELECT COUNT(*) FROM newsletter_signup WHERE email = ?').pluck().get(address)).toBe(1);
    db.close();
    expect(log.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/projects', '/projects']);
    expectNoTypedValueInUrls(page, log, ['visitor@example', address]);
    await page.close();
  });

  it('contact: the question is in the HTML; a bad e-mail comes back with the values kept; the right answer sends it', async () => {
    const { page, log } = await openNoScript('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = `Nojs Visitor ${Date.now()}`;
    const typed = { name, email: 'ravi.example.com', phone: '9876501234', comment: 'Please call me about substations.' };
    await fill(form, typed);
    await form.locator('[name="captcha"]').fill(String(await captchaAnswer(form)));
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await page.waitForLoadState('load');
    expect(await shownError(form)).toEqual({ message: 'Invalid email format!', field: 'email' });
    for (const [field, value] of Object.entries(typed)) expect(await form.locator(`[name="${field}"]`).inputValue(), field).toBe(value);

    // A wrong answer: the captcha's own message, with the same question.
    const answer = await captchaAnswer(form);
    await form.locator('[name="email"]').fill('ravi@example.com');
    await form.locator('[name="captcha"]').fill(String(answer + 1));
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await page.waitForLoadState('load');
    expect(await shownError(form)).toEqual({ message: 'Incorrect answer to CAPTCHA.', field: 'captcha' });
    expect(await captchaAnswer(form)).toBe(answer);

    await form.locator('[name="captcha"]').fill(String(answer));
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await page.waitForURL('**/thankyou-for-contacting');
    await page.getByText("Thankyou for contacting us, We'll respond you as soon as possible.").waitFor();
    const db = openDatabase();
    expect(db.prepare('SELECT email, phone, comment FROM contact_message WHERE name = ?').get(name)).toEqual({
      email: 'ravi@example.com',
      phone: typed.phone,
      comment: typed.comment,
    });
    db.close();
    expectNoTypedValueInUrls(page, log, [...Object.values(typed), 'ravi@example.com']);
    await page.close();
  });

  it('job application: a bad mobile comes back (the resume to choose again); then the resume arrives byte for byte', async () => {
    const careers = await apiPost<{ data: { list: { id: number; slug: string }[] } }>('/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 999999 });
    const job = careers.data.list[0]!;
    const { page, log } = await openNoScript(`/careers/${job.slug}`);
    const form = page.getByRole('form', { name: 'Job application' });
    const name = `Nojs Applicant ${Date.now()}`;
    const typed = { FullName: name, Email: 'asha.nojs@example.com', Phone: '98765-4321', LinkedInUrl: 'https://www.linkedin.com/in/asha-nojs' };
    await fill(form, typed);
    await form.locator('[name="UploadResume"]').setInputFiles(pdf('resume.pdf'));
    await form.locator('[name="captcha"]').fill(String(await captchaAnswer(form)));
    await form.getByRole('button', { name: 'APPLY' }).click();
    await page.waitForLoadState('load');
    expect(await shownError(form)).toEqual({ message: 'Invalid mobile number format!', field: 'Phone' });
    for (const [field, value] of Object.entries(typed)) expect(await form.locator(`[name="${field}"]`).inputValue(), field).toBe(value);
    const resume = form.locator('[name="UploadResume"]');
    const note = form.getByText(REFILE);
    expect(await resume.getAttribute('aria-describedby')).toContain(await note.getAttribute('id'));

    await form.locator('[name="Phone"]').fill('9876543210');
    await resume.setInputFiles(pdf('resume.pdf'));
    await form.getByRole('button', { name: 'APPLY' }).click();
    await page.waitForURL('**/thankyou-for-applying');
    await page.getByRole('heading', { name: 'Successfully Applied!' }).waitFor();
    const db = openDatabase();
    const row = db.prepare('SELECT * FROM career_application WHERE full_name = ?').get(name) as {
      id: number;
      career_id: number;
      email: string;
      phone: string;
      linkedin_url: string;
    };
    expect(row).toMatchObject({ career_id: job.id, email: typed.Email, phone: '9876543210', linkedin_url: typed.LinkedInUrl });
    const file = db
      .prepare("SELECT field, original_name, mime, stored_name FROM submission_file WHERE submission_type = 'career' AND submission_id = ?")
      .get(row.id) as Record<string, string>;
    db.close();
    expect(file).toMatchObject({ field: 'UploadResume', original_name: 'resume.pdf', mime: 'application/pdf' });
    expect(stored(file.stored_name!).equals(pdfBytes('resume.pdf'))).toBe(true);
    expectNoTypedValueInUrls(page, log, [...Object.values(typed), '9876543210']);
    await page.close();
  });

  it('job application: a 14 MB resume brings the form back, the message under the file field, name and e-mail kept', async () => {
    const careers = await apiPost<{ data: { list: { slug: string }[] } }>('/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 1 });
    const { page, log } = await openNoScript(`/careers/${careers.data.list[0]!.slug}`);
    const form = page.getByRole('form', { name: 'Job application' });
    const name = `Heavy Applicant ${Date.now()}`;
    const typed = { FullName: name, Email: 'heavy.nojs@example.com', Phone: '9876543210' };
    await fill(form, typed);
    // A real file on disk, as a visitor picks it: Chromium reads and sends it itself.
    const dir = mkdtempSync(join(tmpdir(), 'heavy-resume-'));
    const file = join(dir, 'heavy-resume.pdf');
    writeFileSync(file, Buffer.concat([pdfBytes('heavy'), Buffer.alloc(14 * 1024 * 1024, 0x20)]));
    try {
      await form.locator('[name="UploadResume"]').setInputFiles(file);
      await form.locator('[name="captcha"]').fill(String(await captchaAnswer(form)));
      const answered = page.waitForResponse((r) => r.request().method() === 'POST');
      await form.getByRole('button', { name: 'APPLY' }).click();
      // That it answers before reading the whole upload is server/site/forms.test.ts's (bytes read, not time).
      const response = await answered;
      expect(response.status()).toBe(413);
      await page.waitForLoadState('load');
      // The page itself, not Chromium's error page: the connection was closed without a reset.
      expect(await shownError(form)).toEqual({ message: 'File size exceeded! Maximum allowed size is 5MB.', field: 'UploadResume' });
      for (const [field, value] of Object.entries(typed)) expect(await form.locator(`[name="${field}"]`).inputValue(), field).toBe(value);
      const db = openDatabase();
      expect(db.prepare('SELECT COUNT(*) FROM career_application WHERE full_name = ?').pluck().get(name)).toBe(0);
      db.close();
      expectNoTypedValueInUrls(page, log, Object.values(typed));
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await page.close();
    }
  });

  it('vendor registration: options and every branch usable; a bad PAN comes back; then every file arrives byte for byte', async () => {
    const { page, log } = await openNoScript('/vendor-registration');
    const form = page.getByRole('form', { name: 'Vendor registration' });
    // The nine dropdowns are in the HTML itself.
    expect(await form.locator('select[name="constitution"] option').count()).toBeGreaterThan(1);
    const vendor = `Nojs Cables ${Date.now()}`;
    const typed: Record<string, string> = {
      vendorname: vendor,
      address: 'Plot 9, Sector 63, Noida',
      constitution: '4',
      suppliertype: '1',
      gstin: '1',
      gstnumber: '09ABCDE1234F1Z5',
      pannumber: 'ABCDE12345',
      panstatus: 'true',
      epfregistration: '1',
      esiregistration: '2',
      licensenumber: '2',
      msmeregistration: '1',
      msmetype: '2',
      prevassociated: '2',
      incometaxreturn: 'false',
      bankname: 'State Bank of India',
      accountnumber: '000123456789',
      branchname: 'Sector 18, Noida',
      accounttype: 'Current',
      contactname: 'Meera Nojs',
      contactemail: 'Meera.Nojs@Acme.Example',
      contactmobile: '9876543210',
    };
    const files: Record<string, ReturnType<typeof pdf>> = {
      constitutionattachment: pdf('constitution.pdf'),
      gstattachment: pdf('gst.pdf'),
      panattachment: pdf('pan.pdf'),
      epfattachment: pdf('epf.pdf'),
      msmeattachment: pdf('msme.pdf'),
      cancelledcheck: pdf('cheque.pdf'),
    };
    const chooseFiles = async () => {
      for (const [field, file] of Object.entries(files)) await form.locator(`[name="${field}"]`).setInputFiles(file);
    };
    await fill(form, typed);
    await chooseFiles();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForLoadState('load');
    expect(await shownError(form)).toEqual({ message: 'Invalid PAN number format!', field: 'pannumber' });
    for (const [field, value] of Object.entries(typed)) {
      const el = form.locator(`[name="${field}"]`);
      const got =
        field === 'panstatus' || field === 'incometaxreturn' ? await form.locator(`[name="${field}"]:checked`).getAttribute('value') : await el.inputValue();
      expect(got, field).toBe(value);
    }
    expect(await form.getByText(REFILE).count()).toBe(Object.keys(files).length);

    await form.locator('[name="pannumber"]').fill('ABCDE1234F');
    await chooseFiles();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForURL('**/thankyou-for-vendor-registration');
    await page.getByRole('heading', { name: 'Successfully Submitted!' }).waitFor();
    const db = openDatabase();
    const row = db.prepare('SELECT * FROM vendor_registration WHERE vendorname = ?').get(vendor) as Record<string, unknown> & { id: number };
    expect(row).toMatchObject({
      address: typed.address,
      constitution: 4,
      gstin: 1,
      gstnumber: typed.gstnumber,
      pannumber: 'ABCDE1234F',
      panstatus: 1,
      msmetype: 2,
      accountnumber: typed.accountnumber,
      contactemail: 'meera.nojs@acme.example',
      contactmobile: typed.contactmobile,
    });
    const kept = db
      .prepare("SELECT field, original_name AS name, stored_name FROM submission_file WHERE submission_type = 'vendor' AND submission_id = ?")
      .all(row.id) as Record<string, string>[];
    db.close();
    expect(kept.map((f) => f.field).sort()).toEqual(Object.keys(files).sort());
    for (const f of kept) expect(stored(f.stored_name!).equals(files[f.field!]!.buffer), f.field).toBe(true);
    expectNoTypedValueInUrls(page, log, [
      vendor,
      typed.address!,
      typed.gstnumber!,
      'ABCDE12345',
      typed.bankname!,
      typed.accountnumber!,
      typed.contactname!,
      typed.contactmobile!,
    ]);
    await page.close();
  });
});

describe('with script, on a phone-class CPU and network, submitted before hydration', () => {
  it('contact: filled and sent the moment it shows, it lands on the thank-you page with everything stored; never a GET with what was typed', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleToPhone(cdp);
    const log = requestLog(page);
    await page.goto(new URL('/contact', siteUrl()).href, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.locator('[name="captcha"]').waitFor();
    const name = `Early Visitor ${Date.now()}`;
    const typed = { name, email: 'early@example.com', phone: '9876512345', comment: 'Sent before the page was live.' };
    await fill(form, typed);
    await form.locator('[name="captcha"]').fill(String(await captchaAnswer(form)));
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await page.waitForURL('**/thankyou-for-contacting', { timeout: 30_000 });
    const db = openDatabase();
    expect(db.prepare('SELECT email, phone, comment FROM contact_message WHERE name = ?').get(name)).toEqual({
      email: typed.email,
      phone: typed.phone,
      comment: typed.comment,
    });
    db.close();
    // Sent once, by the form's own code: a submit made before that code was live is held by the page
    // and carried out once it is (src/islands/runtime.ts), never posted the no-script way. And no GET.
    const posts = log.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname);
    expect(posts.filter((p) => p === '/contact' || p === '/api/ContactFormSubmission')).toEqual(['/api/ContactFormSubmission']);
    expect(log.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/contact' && new URL(r.url).search !== '')).toEqual([]);
    expectNoTypedValueInUrls(page, log, Object.values(typed));
    await context.close();
  });
});

describe("without JavaScript, sent the moment the form shows (the spam guard's 3 s not yet passed)", () => {
  it("the field's own message, the values kept; a valid form comes back unsent, asking to send again; the map is a link", async () => {
    const site = await startSiteServer({ hosts: { apiUrl: apiUrl(), contentUrl: contentUrl(), mediaUrl: mediaUrl() }, minFillMs: 3000 });
    const tab = await openTab(browser, { javaScriptEnabled: false });
    try {
      const { page } = tab;
      const careers = await apiPost<{ data: { list: { slug: string }[] } }>('/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 1 });
      await tab.visit(`${site.url}/careers/${careers.data.list[0]!.slug}`);
      const job = page.getByRole('form', { name: 'Job application' });
      await job.getByRole('button', { name: 'APPLY' }).click();
      await page.waitForLoadState('load');
      expect(await shownError(job)).toEqual({ message: 'Please enter full name!', field: 'FullName' });

      await tab.visit(`${site.url}/contact`);
      // Where the frame goes once script runs: a link to the map.
      const mapLink = page.getByRole('link', { name: /^Office location map/ });
      expect(await mapLink.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await page.locator('iframe').count()).toBe(0);
      const contact = page.getByRole('form', { name: 'Send us a message' });
      const name = `Quick Visitor ${Date.now()}`;
      const typed = { name, email: 'quick.example.com', phone: '9876501299', comment: 'Sent at once.' };
      await fill(contact, typed);
      await contact.locator('[name="captcha"]').fill(String(await captchaAnswer(contact)));
      await contact.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await page.waitForLoadState('load');
      expect(await shownError(contact)).toEqual({ message: 'Invalid email format!', field: 'email' });
      for (const [field, value] of Object.entries(typed)) expect(await contact.locator(`[name="${field}"]`).inputValue(), field).toBe(value);

      await contact.locator('[name="email"]').fill('quick@example.com');
      await contact.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await page.waitForLoadState('load');
      expect(await contact.getByRole('alert').count()).toBe(0);
      expect((await contact.getByRole('status').textContent())?.trim()).toBe(
        'Your message has not been sent yet: please check the details below and send it again.',
      );
      for (const [field, value] of Object.entries({ ...typed, email: 'quick@example.com' }))
        expect(await contact.locator(`[name="${field}"]`).inputValue(), field).toBe(value);
      const db = openDatabase();
      expect(db.prepare('SELECT COUNT(*) FROM contact_message WHERE name = ?').pluck().get(name)).toBe(0);
      db.close();
    } finally {
      await tab.close();
      await site.close();
    }
  });
});
