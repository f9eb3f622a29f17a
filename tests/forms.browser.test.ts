/**
 * The four forms in the production build, filled as a visitor would: every message of
 * the field rules in order, the conditional fields, real submissions found stored by the
 * embedded API (with their files), and the failure path (the API answering 500).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, launchBrowser, openDatabase, openPage, pageStarted, PHONE, siteUrl, START_FILE } from './harness';

const OOPS = 'Oops! Something went wrong. Please try again.';
const FILE_SIZE = 'File size exceeded! Maximum allowed size is 5MB.';

const pdfBytes = (size = 0) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  return size > head.length ? Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]) : head;
};
const pdf = (name: string, size = 0) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(size) });
// A 1×1 PNG: the API checks the bytes, not just the name.
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
});

type Action = { fill: string } | { select: string } | { check: string } | { file: ReturnType<typeof pdf> } | { none: true };

async function act(form: Locator, name: string, action: Action) {
  const el = form.locator(`[name="${name}"]`);
  if ('fill' in action) await el.fill(action.fill);
  else if ('select' in action) await el.selectOption(action.select);
  else if ('check' in action) await form.locator(`[name="${name}"][value="${action.check}"]`).check();
  else if ('file' in action) await el.setInputFiles(action.file);
}

/** The one error shown, and the name of the focused input. */
async function shownError(page: Page, form: Locator) {
  const alerts = form.getByRole('alert');
  await alerts.first().waitFor();
  expect(await alerts.count()).toBe(1);
  return {
    message: (await alerts.first().textContent())?.trim(),
    focused: await page.evaluate(() => document.activeElement?.getAttribute('name')),
  };
}

/**
 * For each step: submit, expect exactly that message with that field focused, then
 * act on the field (or on another one: LinkedIn is optional, so its error needs a bad URL first).
 */
async function walk(page: Page, form: Locator, submit: Locator, steps: [message: string, field: string, action: Action, other?: [string, Action]][]) {
  for (const [message, field, action, other] of steps) {
    await submit.click();
    expect(await shownError(page, form), message).toEqual({ message, focused: field });
    if (other) await act(form, other[0], other[1]);
    else await act(form, field, action);
  }
}

async function captchaAnswer(form: Locator): Promise<string> {
  const q = form.locator('.form-captcha-question');
  await expect.poll(async () => (await q.textContent())?.trim()).toMatch(/^\d \+ \d$/);
  const [a, b] = (await q.textContent())!.split('+').map((n) => Number(n.trim()));
  expect(a).toBeGreaterThanOrEqual(1);
  expect(b).toBeLessThanOrEqual(5);
  return String(a! + b!);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('footer sign-up', () => {
  it('shows both messages, sends, resets, and the address is stored', async () => {
    const { page, errors } = await openPage(browser, '/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    const send = form.getByRole('button', { name: 'Send' });
    await send.click();
    expect(await shownError(page, form)).toEqual({ message: 'Please enter email address!', focused: 'email' });
    await email.fill('visitor@example');
    expect(await form.getByRole('alert').count()).toBe(0);
    await send.click();
    expect(await shownError(page, form)).toEqual({ message: 'Invalid email format!', focused: 'email' });
    const address = `footer-${Date.now()}@example.com`;
    await email.fill(address);
    await send.click();
    await form.getByRole('status').waitFor();
    expect(await form.getByRole('status').textContent()).toBe('Submitted successfully, Thanks for input!');
    expect(await email.inputValue()).toBe('');
    await email.pressSequentially('a');
    expect(await form.getByRole('status').count()).toBe(0);
    const db = openDatabase();
    expect(db.prepare('SELECT COUNT(*) FROM newsletter_signup WHERE email = ?').pluck().get(address)).toBe(1);
    db.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('typed into before the page has any code: the first touch boots it, what was typed is kept, and it sends by script', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    let documents = 0;
    page.on('request', (r) => r.resourceType() === 'document' && documents++);
    await page.goto(new URL('/projects', siteUrl()).href, { waitUntil: 'load' });
    // Nothing on /projects wakes the code by itself on a phone (islands): no script of the site yet but its start.
    await pageStarted(page);
    await page.waitForTimeout(500); // Scripts that must not load have no event: given the time they would take to start.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').flatMap((e) => (e.name.includes('/static/js/') ? [new URL(e.name).pathname] : [])),
    );
    expect(scripts.filter((s) => !START_FILE.test(s))).toEqual([]);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    const address = `early-${Date.now()}@example.com`;
    await email.tap();
    await email.pressSequentially(address);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await email.inputValue()).toBe(address);
    await form.getByRole('button', { name: 'Send' }).tap();
    await form.getByRole('status').waitFor();
    expect(await form.getByRole('status').textContent()).toBe('Submitted successfully, Thanks for input!');
    // Sent by the page's script: no document was posted or loaded after the first.
    expect(documents).toBe(1);
    const db = openDatabase();
    expect(db.prepare('SELECT COUNT(*) FROM newsletter_signup WHERE email = ?').pluck().get(address)).toBe(1);
    db.close();
    await context.close();
  });

  it('shows the failure message when the API answers 500, with Sending... meanwhile', async () => {
    const { page } = await openPage(browser, '/contact');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/GetInTouch', async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'boom' });
    });
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByRole('textbox', { name: 'Email address' }).fill('visitor@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').textContent()).toBe(OOPS);
    expect(await form.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await page.close();
  });
});

describe('job application', () => {
  async function openJob() {
    const careers = await apiPost<{ data: { list: { id: number; slug: string }[] } }>('/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 999999 });
    const job = careers.data.list[0]!;
    const opened = await openPage(browser, `/careers/${job.slug}`);
    const form = opened.page.getByRole('form', { name: 'Job application' });
    await form.waitFor();
    // The form block is the scroll target of 'Apply to this job'.
    expect(await opened.page.locator('#apply form').count()).toBe(1);
    return { ...opened, form, job };
  }

  it('provokes every message in order, then applies with a resume that the API stores', async () => {
    const { page, form, job, errors } = await openJob();
    const apply = form.getByRole('button', { name: 'APPLY' });
    const answer = await captchaAnswer(form);
    const wrong = String(Number(answer) === 10 ? 2 : Number(answer) + 1);
    const name = `Applicant ${Date.now()}`;
    await walk(page, form, apply, [
      ['Please enter full name!', 'FullName', { fill: name }],
      ['Please enter email address!', 'Email', { fill: 'asha@' }],
      ['Invalid email format!', 'Email', { fill: 'asha@example.com' }],
      ['Please enter mobile number!', 'Phone', { fill: '12345' }],
      ['Invalid mobile number format!', 'Phone', { fill: '9876543210' }],
      ['Please Upload Resume File!', 'UploadResume', { file: pdf('resume.pdf', 2048) }],
      ['Please solve the CAPTCHA.', 'captcha', { none: true }, ['LinkedInUrl', { fill: 'https://linkedin.com/in/asha' }]],
      ['Invalid LinkedIn profile URL format!!', 'LinkedInUrl', { fill: 'https://www.linkedin.com/in/asha' }],
      ['Please solve the CAPTCHA.', 'captcha', { fill: 'x' }],
      ['Please solve the CAPTCHA.', 'captcha', { fill: wrong }],
      ['Incorrect answer to CAPTCHA.', 'captcha', { fill: answer }],
    ]);
    // A too-large file is reported as soon as it is chosen.
    await form.locator('[name="UploadResume"]').setInputFiles(pdf('huge.pdf', 5242881));
    expect((await shownError(page, form)).message).toBe(FILE_SIZE);
    await form.locator('[name="UploadResume"]').setInputFiles(pdf('resume.pdf', 2048));
    expect(await form.getByRole('alert').count()).toBe(0);
    await apply.click();
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
    expect(row).toMatchObject({ career_id: job.id, email: 'asha@example.com', phone: '9876543210', linkedin_url: 'https://www.linkedin.com/in/asha' });
    const files = db.prepare("SELECT field, original_name, mime FROM submission_file WHERE submission_type = 'career' AND submission_id = ?").all(row.id);
    expect(files).toEqual([{ field: 'UploadResume', original_name: 'resume.pdf', mime: 'application/pdf' }]);
    db.close();
    // Go back = one step back, to the job.
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`**/careers/${job.slug}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a 500 shows the banner, returns the button to APPLY and resets the form', async () => {
    const { page, form } = await openJob();
    await page.route('**/api/Career/CareerFormRegister', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await form.locator('[name="FullName"]').fill('Asha Rao');
    await form.locator('[name="Email"]').fill('asha@example.com');
    await form.locator('[name="Phone"]').fill('9876543210');
    await form.locator('[name="UploadResume"]').setInputFiles(pdf('resume.pdf', 1024));
    await form.locator('[name="captcha"]').fill(await captchaAnswer(form));
    await form.getByRole('button', { name: 'APPLY' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').textContent()).toBe(OOPS);
    expect(await form.getByRole('button', { name: 'APPLY' }).isEnabled()).toBe(true);
    expect(await form.locator('[name="FullName"]').inputValue()).toBe('');
    expect(await form.locator('[name="UploadResume"]').evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
    expect(page.url()).toMatch(/\/careers\//);
    await page.close();
  });
});

describe('contact page', () => {
  it('on a phone, requests the map only when the visitor scrolls near it', async () => {
    const { page, errors } = await openPage(browser, '/contact', { viewport: PHONE });
    const mapRequests: string[] = [];
    page.on('request', (r) => r.url().includes('openstreetmap') && mapRequests.push(r.url()));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(mapRequests).toEqual([]);
    const frame = page.locator('.contact-details-frame');
    const box = await frame.boundingBox();
    expect(box?.height).toBe(420);
    await frame.scrollIntoViewIfNeeded();
    await page.locator('iframe[title="Office location map"]').waitFor({ state: 'attached' });
    // The frame takes the box's place: nothing below moves.
    expect((await frame.boundingBox())?.height).toBe(420);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the links and map, provokes every message in order, and the message is stored', async () => {
    const { page, errors } = await openPage(browser, '/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'See current openings' }).getAttribute('href')).toBe('/careers');
    expect(await page.getByRole('main').locator('a[href^="tel:"]').count()).toBe(1);
    expect(await page.getByRole('main').locator('a[href^="mailto:"]').count()).toBe(1);
    // The map's frame is requested only as its box nears the viewport.
    await page.locator('.contact-details-frame').scrollIntoViewIfNeeded();
    const map = page.locator('iframe[title="Office location map"]');
    await map.waitFor({ state: 'attached' });
    expect(await map.getAttribute('loading')).toBe('lazy');
    await page.evaluate(() => window.scrollTo(0, 0));
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('heading', { name: 'Send us a message' }).count();
    const send = form.getByRole('button', { name: 'SEND MESSAGE' });
    const answer = await captchaAnswer(form);
    // The captcha keeps digits only.
    await form.locator('[name="captcha"]').pressSequentially('a1b');
    expect(await form.locator('[name="captcha"]').inputValue()).toBe('1');
    await form.locator('[name="captcha"]').fill('');
    const name = `Visitor ${Date.now()}`;
    await walk(page, form, send, [
      ['Please enter full name!', 'name', { fill: name }],
      ['Please enter email address!', 'email', { fill: 'ravi.example.com' }],
      ['Invalid email format!', 'email', { fill: 'ravi@example.com' }],
      ['Please enter phone number!', 'phone', { fill: '123' }],
      ['Invalid phone number format!', 'phone', { fill: '1234567' }],
      ['Please write something in comment!', 'comment', { fill: 'Please call me back.' }],
      ['Please solve the CAPTCHA.', 'captcha', { fill: String(Number(answer) === 10 ? 2 : Number(answer) + 1) }],
      ['Incorrect answer to CAPTCHA.', 'captcha', { fill: answer }],
    ]);
    await send.click();
    await page.waitForURL('**/thankyou-for-contacting');
    await page.getByText("Thankyou for contacting us, We'll respond you as soon as possible.").waitFor();
    const db = openDatabase();
    expect(db.prepare('SELECT email, phone, comment FROM contact_message WHERE name = ?').get(name)).toEqual({
      email: 'ravi@example.com',
      phone: '1234567',
      comment: 'Please call me back.',
    });
    db.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives a new question on each page load', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6 && seen.size < 2; i++) {
      const { page } = await openPage(browser, '/contact');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await captchaAnswer(form);
      seen.add((await form.locator('.form-captcha-question').textContent())!);
      await page.close();
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('on a 500 shows the banner, relabels the button SUBMIT and resets', async () => {
    const { page } = await openPage(browser, '/contact');
    await page.route('**/api/ContactFormSubmission', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.locator('[name="name"]').fill('Ravi');
    await form.locator('[name="email"]').fill('ravi@example.com');
    await form.locator('[name="phone"]').fill('1234567');
    await form.locator('[name="comment"]').fill('Hello');
    await form.locator('[name="captcha"]').fill(await captchaAnswer(form));
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').textContent()).toBe(OOPS);
    expect(await form.getByRole('button', { name: 'SUBMIT' }).isEnabled()).toBe(true);
    expect(await form.locator('[name="name"]').inputValue()).toBe('');
    await page.close();
  });
});

describe('vendor registration', () => {
  const YES = '1';
  const NO = '2';

  async function openVendor() {
    const opened = await openPage(browser, '/vendor-registration');
    const form = opened.page.getByRole('form', { name: 'Vendor registration' });
    await form.waitFor();
    // The nine dropdowns arrive from the API.
    for (const name of [
      'constitution',
      'suppliertype',
      'gstin',
      'epfregistration',
      'esiregistration',
      'licensenumber',
      'msmeregistration',
      'msmetype',
      'prevassociated',
    ])
      await expect.poll(() => form.locator(`select[name="${name}"] option`).count(), { message: name }).toBeGreaterThan(1);
    return { ...opened, form };
  }

  it('shows the page, provokes every check in order with every yes-branch, and stores it with all attachments', async () => {
    const { page, form, errors } = await openVendor();
    expect(await page.title()).toBe('Vendor Registration Voltline Power Systems');
    await page.getByRole('heading', { level: 1, name: 'Vendor Registration' }).waitFor();
    expect(await page.locator('.form-wizard-aside').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    expect(await page.getByRole('img', { name: /vendor's documents/ }).isVisible()).toBe(true);
    const submit = form.getByRole('button', { name: 'SUBMIT' });
    const vendor = `Acme Cables ${Date.now()}`;
    await walk(page, form, submit, [
      ['Please enter vendor name!', 'vendorname', { fill: '   ' }],
      ['Please enter vendor name!', 'vendorname', { fill: ` ${vendor} ` }],
      ['Please enter address!', 'address', { fill: 'Plot 4, Sector 62, Noida' }],
      ['Please select constitution!', 'constitution', { select: '4' }],
      ['Please upload attachment!', 'constitutionattachment', { file: pdf('constitution.pdf') }],
      ['Please select type of supplier!', 'suppliertype', { select: '1' }],
      ['Please select do you have GSTIN!', 'gstin', { select: YES }],
      ['Please enter GST number!', 'gstnumber', { fill: '09abcde1234f1z' }],
      ['Invalid GSTIN format!', 'gstnumber', { fill: '09abcde1234f1z5' }],
      ['Please upload GSTIN attachment!', 'gstattachment', { file: png('gst.png') }],
      ['Please enter PAN number!', 'pannumber', { fill: 'abcde12345' }],
      ['Invalid PAN number format!', 'pannumber', { fill: 'abcde1234f' }],
      ['Please upload PAN attachment!', 'panattachment', { file: pdf('pan.pdf') }],
      ['Please select PAN status!', 'panstatus', { check: 'true' }],
      ['Please select EPF registration!', 'epfregistration', { select: YES }],
      ['Please upload EPF registration certificate!', 'epfattachment', { file: pdf('epf.pdf') }],
      ['Please select ESI registration!', 'esiregistration', { select: YES }],
      ['Please upload ESI registration certificate!', 'esiattachment', { file: pdf('esi.pdf') }],
      ['Please select L.C number!', 'licensenumber', { select: YES }],
      ['Please upload labour license certificate!', 'lcattachment', { file: pdf('lc.pdf') }],
      ['Please select MSME registration!', 'msmeregistration', { select: YES }],
      ['Please select MSME type!', 'msmetype', { select: '2' }],
      ['Please upload MSME registration certificate!', 'msmeattachment', { file: pdf('msme.pdf') }],
      ['Please select previously associated with Voltline!', 'prevassociated', { select: YES }],
      ['Please upload last work order / purchase order attachment!', 'lastworkattachment', { file: pdf('po.pdf') }],
      ['Please Select Income Tax Return For Last Two Years Filed!', 'incometaxreturn', { check: 'true' }],
      ['Please enter acknowledgement number!', 'acknowlegmentone', { fill: '123456789012345' }],
      ['Please select date!', 'acknowlegmentonedate', { fill: '2024-07-31' }],
      ['Please enter acknowledgement number!', 'acknowlegmenttwo', { fill: '987654321098765' }],
      ['Please select date!', 'acknowlegmenttwodate', { fill: '2023-07-31' }],
      ['Please enter bank name!', 'bankname', { fill: 'State Bank of India' }],
      ['Please enter account number!', 'accountnumber', { fill: '12-3456' }],
      ['Invalid account number format!', 'accountnumber', { fill: '000123456789' }],
      ['Please enter branch name!', 'branchname', { fill: 'Sector 18, Noida' }],
      ['Please enter type of account!', 'accounttype', { fill: 'Current' }],
      ['Please upload cancelled cheque attachment!', 'cancelledcheck', { file: png('cheque.png') }],
      ['Please enter contact person name!', 'contactname', { fill: 'Meera Iyer' }],
      ['Please enter contact person email!', 'contactemail', { fill: 'meera@' }],
      ['Invalid email format!', 'contactemail', { fill: '  Meera.Iyer@Acme.Example ' }],
      ['Please enter contact person mobile number!', 'contactmobile', { fill: '98765' }],
      ['Invalid mobile number format!', 'contactmobile', { fill: '9876543210' }],
    ]);
    // GST and PAN were typed in lower case: they show upper case.
    expect(await form.locator('[name="gstnumber"]').inputValue()).toBe('09ABCDE1234F1Z5');
    expect(await form.locator('[name="pannumber"]').inputValue()).toBe('ABCDE1234F');
    // Any attachment over 5 MB is refused as soon as it is chosen.
    await form.locator('[name="msmeattachment"]').setInputFiles(pdf('big.pdf', 5242881));
    expect((await shownError(page, form)).message).toBe(FILE_SIZE);
    await form.locator('[name="msmeattachment"]').setInputFiles(pdf('msme.pdf'));

    await submit.click();
    await page.waitForURL('**/thankyou-for-vendor-registration');
    await page.getByRole('heading', { name: 'Successfully Submitted!' }).waitFor();
    await page.getByText('Thankyou, Our team will review your vendor registration request promptly and take the actions.').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');

    const db = openDatabase();
    const row = db.prepare('SELECT * FROM vendor_registration WHERE vendorname = ?').get(vendor) as Record<string, unknown> & { id: number };
    expect(row).toMatchObject({
      address: 'Plot 4, Sector 62, Noida',
      constitution: 4,
      suppliertype: 1,
      gstin: 1,
      gstnumber: '09ABCDE1234F1Z5',
      pannumber: 'ABCDE1234F',
      panstatus: 1,
      epfregistration: 1,
      esiregistration: 1,
      licensenumber: 1,
      msmeregistration: 1,
      msmetype: 2,
      prevassociated: 1,
      incometaxreturn: 1,
      acknowlegmentone: '123456789012345',
      acknowlegmentonedate: '2024-07-31',
      acknowlegmenttwo: '987654321098765',
      acknowlegmenttwodate: '2023-07-31',
      bankname: 'State Bank of India',
      accountnumber: '000123456789',
      branchname: 'Sector 18, Noida',
      accounttype: 'Current',
      contactname: 'Meera Iyer',
      contactemail: 'meera.iyer@acme.example',
      contactmobile: '9876543210',
    });
    const files = db
      .prepare("SELECT field, original_name AS name, mime FROM submission_file WHERE submission_type = 'vendor' AND submission_id = ? ORDER BY field")
      .all(row.id);
    expect(files).toEqual(
      [
        ['cancelledcheck', 'cheque.png', 'image/png'],
        ['constitutionattachment', 'constitution.pdf', 'application/pdf'],
        ['epfattachment', 'epf.pdf', 'application/pdf'],
        ['esiattachment', 'esi.pdf', 'application/pdf'],
        ['gstattachment', 'gst.png', 'image/png'],
        ['lastworkattachment', 'po.pdf', 'application/pdf'],
        ['lcattachment', 'lc.pdf', 'application/pdf'],
        ['msmeattachment', 'msme.pdf', 'application/pdf'],
        ['panattachment', 'pan.pdf', 'application/pdf'],
      ].map(([field, name, mime]) => ({ field, name, mime })),
    );
    db.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('enables each branch on yes, and disables and clears it with its error otherwise', async () => {
    const { page, form } = await openVendor();
    const branches: [choice: string, dependents: string[]][] = [
      ['gstin', ['gstnumber', 'gstattachment']],
      ['epfregistration', ['epfattachment']],
      ['esiregistration', ['esiattachment']],
      ['licensenumber', ['lcattachment']],
      ['msmeregistration', ['msmetype', 'msmeattachment']],
      ['prevassociated', ['lastworkattachment']],
    ];
    const field = (name: string) => form.locator(`[name="${name}"]`);
    for (const [choice, dependents] of branches) {
      for (const d of dependents) expect(await field(d).isDisabled(), d).toBe(true);
      await field(choice).selectOption(YES);
      for (const d of dependents) {
        expect(await field(d).isEnabled(), d).toBe(true);
        const tag = await field(d).evaluate((el) => `${el.tagName}:${el.getAttribute('type')}`);
        if (tag === 'SELECT:null') await field(d).selectOption('1');
        else if (tag.endsWith(':file')) await field(d).setInputFiles(pdf(`${d}.pdf`));
        else await field(d).fill('09ABCDE1234F1Z5');
      }
      await field(choice).selectOption(NO);
      for (const d of dependents) {
        expect(await field(d).isDisabled(), d).toBe(true);
        const empty = await field(d).evaluate((el) =>
          el instanceof HTMLInputElement && el.type === 'file' ? el.files?.length === 0 : (el as HTMLInputElement).value === '',
        );
        expect(empty, d).toBe(true);
      }
    }
    // An error on a branch field disappears when the branch is switched off.
    await field('vendorname').fill('Acme');
    await field('address').fill('Noida');
    await field('constitution').selectOption('1');
    await field('constitutionattachment').setInputFiles(pdf('c.pdf'));
    await field('suppliertype').selectOption('1');
    await field('gstin').selectOption(YES);
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    expect(await shownError(page, form)).toEqual({ message: 'Please enter GST number!', focused: 'gstnumber' });
    await field('gstin').selectOption(NO);
    expect(await form.getByRole('alert').count()).toBe(0);
    // Income tax return: yes enables the four acknowledgement fields, no clears them.
    const acks = ['acknowlegmentone', 'acknowlegmentonedate', 'acknowlegmenttwo', 'acknowlegmenttwodate'];
    await form.locator('[name="incometaxreturn"][value="true"]').check();
    for (const a of acks) await field(a).fill(a.endsWith('date') ? '2024-01-31' : '12345');
    await form.locator('[name="incometaxreturn"][value="false"]').check();
    for (const a of acks) {
      expect(await field(a).isDisabled(), a).toBe(true);
      expect(await field(a).inputValue(), a).toBe('');
    }
    await page.close();
  });

  it('on a 500 shows the banner, returns to SUBMIT and resets the form', async () => {
    const { page, form } = await openVendor();
    await page.route('**/api/VendorFormRegistration', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const f = (n: string) => form.locator(`[name="${n}"]`);
    await f('vendorname').fill('Acme');
    await f('address').fill('Noida');
    await f('constitution').selectOption('1');
    await f('constitutionattachment').setInputFiles(pdf('c.pdf'));
    await f('suppliertype').selectOption('1');
    await f('gstin').selectOption(NO);
    await f('pannumber').fill('ABCDE1234F');
    await f('panattachment').setInputFiles(pdf('p.pdf'));
    await form.locator('[name="panstatus"][value="false"]').check();
    for (const n of ['epfregistration', 'esiregistration', 'licensenumber', 'msmeregistration', 'prevassociated']) await f(n).selectOption(NO);
    await form.locator('[name="incometaxreturn"][value="false"]').check();
    await f('bankname').fill('Bank');
    await f('accountnumber').fill('123');
    await f('branchname').fill('Noida');
    await f('accounttype').fill('Savings');
    await f('cancelledcheck').setInputFiles(pdf('cheque.pdf'));
    await f('contactname').fill('Meera');
    await f('contactemail').fill('meera@acme.example');
    await f('contactmobile').fill('9876543210');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').textContent()).toBe(OOPS);
    expect(await form.getByRole('button', { name: 'SUBMIT' }).isEnabled()).toBe(true);
    expect(await f('vendorname').inputValue()).toBe('');
    expect(await f('constitution').inputValue()).toBe('');
    expect(await f('cancelledcheck').evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
    await page.close();
  });
});
