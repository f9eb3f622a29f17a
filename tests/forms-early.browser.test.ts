/**
 * Every form does what the spec says the first time a visitor uses it, whenever its code arrives.
 * Each behaviour is tried at two tempos: acting as soon as the HTML is there (the page's code not yet
 * live), and once the page has loaded and its start has run. Each on the throttled phone (the
 * performance budgets' profile) and on desktop. Fields are changed the way a keyboard, a screen
 * reader or autofill does (`input` and `change` events, no tap, no focus) as well as by tapping.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, browserForFile, DESKTOP, pageStarted, PHONE, siteUrl } from './harness';
import { throttleToPhone } from '../tooling/phoneProfile';

const browser = browserForFile();

type Profile = 'phone' | 'desktop';
type Tempo = 'as soon as the HTML is there' | 'once the page has settled';
const OOPS = 'Oops! Something went wrong. Please try again.';
const SIGNED_UP = 'Submitted successfully, Thanks for input!';
// The throttled phone waits on its code longer than desktop: how long a check may wait for what the code does.
const LIVE = { timeout: 30_000 };
// A test waits on several such steps, each on a phone four times slower than this machine.
const STEPS = 150_000;

interface Visit {
  page: Page;
  /** Every document request, as "METHOD path": a form sent the no-script way shows here. */
  documents: string[];
  /** Uncaught page errors. */
  errors: string[];
  close: () => Promise<void>;
}

/**
 * Opens a path on the profile, returning as soon as the first bytes are in, or once the page has settled.
 * `before` runs before the page is requested: an API route set there is in place for every request the
 * page makes (one set after the first bytes was, on the throttled phone, sometimes bypassed).
 */
async function visit(profile: Profile, tempo: Tempo, path: string, before?: (page: Page) => Promise<unknown>): Promise<Visit> {
  const context = await browser().newContext(
    profile === 'phone' ? { viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' } : { viewport: DESKTOP, reducedMotion: 'reduce' },
  );
  const page = await context.newPage();
  if (profile === 'phone') {
    // As the performance budgets are measured: 4× CPU slowdown, 150 ms latency, 1.6 Mbps.
    const cdp = await context.newCDPSession(page);
    await throttleToPhone(cdp);
  }
  const documents: string[] = [];
  const errors: string[] = [];
  // The page's own documents (not a frame's, such as the contact page's map).
  page.on(
    'request',
    (r) => void (r.resourceType() === 'document' && r.frame() === page.mainFrame() && documents.push(`${r.method()} ${new URL(r.url()).pathname}`)),
  );
  page.on('pageerror', (e) => void errors.push(e.message));
  await before?.(page);
  if (tempo === 'as soon as the HTML is there') {
    await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'commit' });
  } else {
    await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'load' });
    await pageStarted(page);
  }
  return { page, documents, errors, close: () => context.close() };
}

/**
 * Sets a field as a keyboard, a screen reader or autofill does: its value changes, `input` and `change`
 * fire, nothing is tapped or focused. Through the prototype's setter, as the browser itself sets it: React
 * watches the element's own `value` property, and a value set there would look to it like its own write.
 */
async function setByEvents(field: Locator, value: string) {
  await field.evaluate((el, v) => {
    if (el instanceof HTMLInputElement && el.type === 'radio') Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(el, true);
    else {
      const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, v);
    }
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/** A tap on the phone, a click on desktop. */
const press = (profile: Profile, target: Locator) => (profile === 'phone' ? target.tap() : target.click());

const pdf = (name: string, size = 64) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]),
});

/** The one message shown in the form, and the name of the focused field. */
async function oneError(page: Page, form: Locator) {
  const alerts = form.getByRole('alert');
  await alerts.first().waitFor(LIVE);
  expect(await alerts.count()).toBe(1);
  return { message: (await alerts.first().textContent())?.trim(), focused: await page.evaluate(() => document.activeElement?.getAttribute('name')) };
}

const profiles: Profile[] = ['phone', 'desktop'];
const tempos: Tempo[] = ['as soon as the HTML is there', 'once the page has settled'];
const matrix = profiles.flatMap((profile) => tempos.map((tempo) => ({ profile, tempo })));

describe.each(matrix)('on the $profile, $tempo', ({ profile, tempo }) => {
  it(
    'the footer sign-up reads Sending..., then its success, with one JSON request and no no-script post',
    async () => {
      const sent: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const { page, documents, errors, close } = await visit(profile, tempo, '/', (p) =>
        p.route('**/api/GetInTouch', async (route) => {
          sent.push(`${route.request().headers()['content-type']} ${route.request().postData()}`);
          await held;
          await route.continue();
        }),
      );
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      const email = form.getByRole('textbox', { name: 'Email address' });
      // Autofill: the address arrives with no tap and no key.
      await setByEvents(email, 'Visitor@Example.COM');
      await press(profile, form.getByRole('button', { name: 'Send' }));
      const sending = form.getByRole('button', { name: 'Sending...' });
      await sending.waitFor(LIVE);
      expect(await sending.isDisabled()).toBe(true);
      release();
      await expect.poll(() => form.getByRole('status').textContent(), LIVE).toBe(SIGNED_UP);
      expect(sent).toEqual(['application/json {"email":"Visitor@Example.COM"}']);
      expect(documents).toEqual(['GET /']);
      // The form resets after a success.
      expect(await email.inputValue()).toBe('');
      expect(errors).toEqual([]);
      await close();
    },
    STEPS,
  );

  it(
    "the footer sign-up's messages hide as the visitor types, after an empty submit and after a 500",
    async () => {
      const { page, documents, close } = await visit(profile, tempo, '/contact', (p) =>
        p.route('**/api/GetInTouch', (route) => route.fulfill({ status: 500, body: 'boom' })),
      );
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      const email = form.getByRole('textbox', { name: 'Email address' });
      await press(profile, form.getByRole('button', { name: 'Send' }));
      expect(await oneError(page, form)).toEqual({ message: 'Please enter email address!', focused: 'email' });
      await email.pressSequentially('v');
      await expect.poll(() => form.getByRole('alert').count(), LIVE).toBe(0);
      await email.fill('visitor@example.com');
      await press(profile, form.getByRole('button', { name: 'Send' }));
      await expect.poll(() => form.getByRole('alert').textContent(), LIVE).toBe(OOPS);
      await setByEvents(email, 'visitor@example.org');
      await expect.poll(() => form.getByRole('alert').count(), LIVE).toBe(0);
      expect(documents).toEqual(['GET /contact']);
      await close();
    },
    STEPS,
  );

  it(
    'the job application shows a too-large résumé at once, then each message in order, focused, cleared by typing',
    async () => {
      const careers = await apiPost<{ data: { list: { slug: string }[] } }>('/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 1 });
      const { page, documents, close } = await visit(profile, tempo, `/careers/${careers.data.list[0]!.slug}`);
      const form = page.getByRole('form', { name: 'Job application' });
      // Chosen with no tap: setInputFiles sends `input` and `change`, as the file picker does.
      await form.locator('[name="UploadResume"]').setInputFiles(pdf('cv.pdf', 6 * 1024 * 1024));
      await expect.poll(() => form.getByRole('alert').textContent(), LIVE).toBe('File size exceeded! Maximum allowed size is 5MB.');
      await press(profile, form.getByRole('button', { name: 'APPLY' }));
      expect(await oneError(page, form)).toEqual({ message: 'Please enter full name!', focused: 'FullName' });
      await form.locator('[name="FullName"]').pressSequentially('Asha');
      await expect.poll(() => form.getByRole('alert').count(), LIVE).toBe(0);
      await press(profile, form.getByRole('button', { name: 'APPLY' }));
      expect(await oneError(page, form)).toEqual({ message: 'Please enter email address!', focused: 'Email' });
      await setByEvents(form.locator('[name="Email"]'), 'asha@');
      await expect.poll(() => form.getByRole('alert').count(), LIVE).toBe(0);
      expect(documents).toHaveLength(1);
      await close();
    },
    STEPS,
  );

  it(
    'the contact form keeps digits only in its captcha, and gives its messages in order',
    async () => {
      const { page, documents, close } = await visit(profile, tempo, '/contact');
      const form = page.getByRole('form', { name: 'Send us a message' });
      const captcha = form.locator('[name="captcha"]');
      await setByEvents(captcha, 'x7y');
      await expect.poll(() => captcha.inputValue(), LIVE).toBe('7');
      await captcha.fill('');
      await press(profile, form.getByRole('button', { name: 'SEND MESSAGE' }));
      expect(await oneError(page, form)).toEqual({ message: 'Please enter full name!', focused: 'name' });
      await setByEvents(form.locator('[name="name"]'), 'Asha');
      await press(profile, form.getByRole('button', { name: 'SEND MESSAGE' }));
      expect(await oneError(page, form)).toEqual({ message: 'Please enter email address!', focused: 'email' });
      expect(documents).toEqual(['GET /contact']);
      await close();
    },
    STEPS,
  );

  it(
    'vendor registration: "No" disables and empties every branch, changed by events or by taps; messages one at a time',
    async () => {
      const { page, documents, errors, close } = await visit(profile, tempo, '/vendor-registration');
      const form = page.getByRole('form', { name: 'Vendor registration' });
      const field = (name: string) => form.locator(`[name="${name}"]`);
      const branches: [choice: string, dependents: string[]][] = [
        ['epfregistration', ['epfattachment']],
        ['esiregistration', ['esiattachment']],
        ['licensenumber', ['lcattachment']],
        ['prevassociated', ['lastworkattachment']],
        ['msmeregistration', ['msmetype', 'msmeattachment']],
        ['gstin', ['gstnumber', 'gstattachment']],
      ];
      // The first branches by events only (a keyboard's arrows on a closed select), the others as a tap picks.
      for (const [i, [choice, dependents]] of branches.entries()) {
        const pick = (value: string) => (i < 3 ? setByEvents(field(choice), value) : field(choice).selectOption(value));
        await pick('1');
        for (const d of dependents) {
          const kind = await field(d).evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.tagName));
          // Filled while the branch is open (before the code, nothing is disabled).
          if (kind === 'file') await field(d).setInputFiles(pdf(`${d}.pdf`));
          else if (kind === 'SELECT') await setByEvents(field(d), '1');
          else await setByEvents(field(d), '09ABCDE1234F1Z5');
        }
        await pick('2');
        for (const d of dependents) {
          await expect.poll(() => field(d).isDisabled(), { ...LIVE, message: `${d} disabled` }).toBe(true);
          const empty = await field(d).evaluate((el) =>
            el instanceof HTMLInputElement && el.type === 'file' ? el.files?.length === 0 : (el as HTMLInputElement).value === '',
          );
          expect(empty, `${d} emptied`).toBe(true);
        }
      }
      // The income tax return radios: "true" opens four fields, "false" empties them.
      await setByEvents(form.locator('[name="incometaxreturn"][value="true"]'), 'true');
      await setByEvents(field('acknowlegmentone'), '12345');
      await setByEvents(form.locator('[name="incometaxreturn"][value="false"]'), 'false');
      await expect.poll(() => field('acknowlegmentone').isDisabled(), LIVE).toBe(true);
      expect(await field('acknowlegmentone').inputValue()).toBe('');
      await press(profile, form.getByRole('button', { name: 'SUBMIT' }));
      expect(await oneError(page, form)).toEqual({ message: 'Please enter vendor name!', focused: 'vendorname' });
      await setByEvents(field('vendorname'), 'Acme');
      await expect.poll(() => form.getByRole('alert').count(), LIVE).toBe(0);
      await press(profile, form.getByRole('button', { name: 'SUBMIT' }));
      expect(await oneError(page, form)).toEqual({ message: 'Please enter address!', focused: 'address' });
      expect(documents).toEqual(['GET /vendor-registration']);
      expect(errors).toEqual([]);
      await close();
    },
    STEPS,
  );

  it(
    'a click from /vision-mission to /contact shows the 2 px #79C151 loading bar',
    async () => {
      const { page, close } = await visit(profile, tempo, '/vision-mission');
      // Noted in every document from its first moment: the server's bar of a full page load (before it
      // completes), or the app's own on a client-side navigation (in this document).
      const watchBars = () => {
        const seen: string[] = [];
        Object.assign(window, { __bars: seen });
        const note = () => {
          for (const bar of document.querySelectorAll<HTMLElement>('.page-bar:not(.is-done), .loading-bar:not([data-progress="0"])')) {
            // Shown: not hidden by a style sheet, and (the app's bar) not set to fade out by its own style.
            const style = getComputedStyle(bar);
            if (style.display !== 'none' && bar.style.opacity !== '0') seen.push(`${style.backgroundColor} ${style.height}`);
          }
        };
        new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
      };
      await page.context().addInitScript(watchBars);
      await page.evaluate(watchBars);
      const link = page.locator('a[href="/contact"]:visible').first();
      await link.scrollIntoViewIfNeeded();
      await press(profile, link);
      await page.waitForURL(/\/contact$/);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __bars?: string[] }).__bars?.[0]), LIVE).toBe('rgb(121, 193, 81) 2px');
      // A full page load's bar completes once the window has loaded.
      if (await page.locator('.page-bar').count()) await page.locator('.page-bar.is-done').waitFor({ state: 'attached', ...LIVE });
      await close();
    },
    STEPS,
  );
});
