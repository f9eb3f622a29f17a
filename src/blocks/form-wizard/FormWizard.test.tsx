import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configuredBlock, configuredForm, pdf } from '../../test/forms';
import { ok, renderBlock } from '../../test/renderBlock';
import formWizard from '.';

beforeAll(() => formWizard.load());

// Whole forms typed key by key: generous on a loaded machine (alone each takes about a second).
const SLOW = { timeout: 20_000 };
const OOPS = 'Oops! Something went wrong. Please try again.';

/** A stand-in for XMLHttpRequest: records the multipart body, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Internal Server Error';
    act(() => this.onload?.());
  }
}

function captchaSum(): string {
  const q = screen.getByText(/^\d \+ \d$/);
  const [a, b] = q.textContent!.split('+').map((n) => Number(n.trim()));
  return String(a! + b!);
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeXhr.last = null;
});

describe('form-wizard: footer sign-up', SLOW, () => {
  const props = configuredForm('newsletter');

  it('focuses the field and shows each message, tied to the input and announced', async () => {
    const user = userEvent.setup({ delay: null });
    await renderBlock(formWizard, { props });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('name', 'email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter email address!');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter email address!');
    await user.type(email, 'a@b');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format!');
  });

  it('sends {email} as JSON, shows Sending... then the success message and resets; typing hides it', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const fetchMock = vi.fn(() => answer.promise);
    vi.stubGlobal('fetch', fetchMock);
    await renderBlock(formWizard, { props });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, ' visitor@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/GetInTouch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ email: 'visitor@example.com' }),
    });
    await act(async () => answer.resolve(new Response('{}', { status: 200 })));
    expect(await screen.findByRole('status')).toHaveTextContent('Submitted successfully, Thanks for input!');
    expect(email).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.type(email, 'x');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the failure message on a non-OK answer and on a network error', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('no', { status: 500 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await renderBlock(formWizard, { props });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'visitor@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(OOPS);
    expect(email).toHaveValue('visitor@example.com');
    await user.type(email, 'm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(OOPS);
  });
});

describe('form-wizard: job application', SLOW, () => {
  const block = configuredBlock('apply');
  const job = { id: 42, slug: 'site-engineer', post: 'Site Engineer' };
  // React 19 only retries a render suspended on use(promise) inside an awaited act.
  const render = () =>
    renderBlock(formWizard, {
      props: block.props,
      source: block.source as never,
      result: ok(job),
      path: '/careers/:slug',
      params: { slug: 'site-engineer' },
      extraRoutes: [{ path: '/thankyou-for-applying', element: <h1>Successfully Applied!</h1> }],
    });

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'asha@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await user.upload(screen.getByLabelText('Upload Resume'), pdf('cv.pdf', 2048));
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn Profile URL (optional)' }), 'https://www.linkedin.com/in/asha');
    await user.type(screen.getByRole('textbox', { name: 'Solve this sum' }), captchaSum());
  }

  it('checks the rules in order, focusing each offending field, and clears errors on typing', async () => {
    const user = userEvent.setup({ delay: null });
    await render();
    const apply = await screen.findByRole('button', { name: 'APPLY' });
    const expectError = (message: string, label: string) => {
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText(label)).toHaveFocus();
      expect(screen.getByLabelText(label).getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    };
    await user.click(apply);
    expectError('Please enter full name!', 'Full Name');
    await user.type(screen.getByLabelText('Full Name'), 'Asha');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(apply);
    expectError('Please enter email address!', 'Email Address');
    await user.type(screen.getByLabelText('Email Address'), 'asha');
    await user.click(apply);
    expectError('Invalid email format!', 'Email Address');
    await user.type(screen.getByLabelText('Email Address'), '@example.com');
    await user.click(apply);
    expectError('Please enter mobile number!', 'Mobile Number');
    await user.type(screen.getByLabelText('Mobile Number'), '123');
    await user.click(apply);
    expectError('Invalid mobile number format!', 'Mobile Number');
    await user.type(screen.getByLabelText('Mobile Number'), '4567');
    await user.click(apply);
    expectError('Please Upload Resume File!', 'Upload Resume');
    await user.upload(screen.getByLabelText('Upload Resume'), pdf('cv.pdf', 5242881));
    // Reported on choosing, before any submit.
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeded! Maximum allowed size is 5MB.');
    await user.upload(screen.getByLabelText('Upload Resume'), pdf('cv.pdf', 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('LinkedIn Profile URL (optional)'), 'linkedin.com/in/asha');
    await user.click(apply);
    expectError('Invalid LinkedIn profile URL format!!', 'LinkedIn Profile URL (optional)');
    await user.clear(screen.getByLabelText('LinkedIn Profile URL (optional)'));
    await user.click(apply);
    expectError('Please solve the CAPTCHA.', 'Solve this sum');
    await user.type(screen.getByLabelText('Solve this sum'), 'x');
    await user.click(apply);
    expectError('Please solve the CAPTCHA.', 'Solve this sum');
    await user.clear(screen.getByLabelText('Solve this sum'));
    await user.type(screen.getByLabelText('Solve this sum'), String(Number(captchaSum()) + 1));
    await user.click(apply);
    expectError('Incorrect answer to CAPTCHA.', 'Solve this sum');
  });

  it('sends the multipart fields with the job id, shows progress, then goes to the thank-you page', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup({ delay: null });
    await render();
    await screen.findByRole('button', { name: 'APPLY' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'APPLY' }));
    expect(screen.getByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', 'http://api.test/api/Career/CareerFormRegister']);
    expect(xhr.headers['Accept-Language']).toBe('en');
    const body = xhr.body!;
    expect([...body.keys()].sort()).toEqual(['CareerId', 'Email', 'FullName', 'LinkedInUrl', 'Phone', 'UploadResume']);
    expect(body.get('CareerId')).toBe('42');
    expect(body.get('FullName')).toBe('Asha Rao');
    expect((body.get('UploadResume') as File).name).toBe('cv.pdf');
    xhr.progress(1024, 2048);
    expect(screen.getByRole('progressbar', { name: 'Uploading your application' })).toHaveValue(50);
    xhr.answer(200);
    expect(await screen.findByRole('heading', { name: 'Successfully Applied!' })).toBeInTheDocument();
  });

  it('on failure shows the banner, returns the button to APPLY and resets the form', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup({ delay: null });
    await render();
    await screen.findByRole('button', { name: 'APPLY' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'APPLY' }));
    FakeXhr.last!.answer(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(OOPS);
    expect(screen.getByRole('button', { name: 'APPLY' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect((screen.getByLabelText('Upload Resume') as HTMLInputElement).files).toHaveLength(0);
  });
});

describe('form-wizard: contact form', SLOW, () => {
  const props = configuredForm('contact-form');
  const render = () => renderBlock(formWizard, { props, extraRoutes: [{ path: '/thankyou-for-contacting', element: <h1>Successfully Submitted!</h1> }] });

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Full Name'), ' Ravi Kumar ');
    await user.type(screen.getByLabelText('Email Address'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '1234567');
    await user.type(screen.getByLabelText('Comment'), 'Please call me.');
    await user.type(screen.getByLabelText('Solve this sum'), captchaSum());
  }

  it('shows every message in order', async () => {
    const user = userEvent.setup({ delay: null });
    await render();
    expect(await screen.findByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'SEND MESSAGE' });
    const steps: [string, string, string][] = [
      ['Please enter full name!', 'Full Name', 'Ravi'],
      ['Please enter email address!', 'Email Address', 'ravi'],
      ['Invalid email format!', 'Email Address', '@example.com'],
      ['Please enter phone number!', 'Phone Number', '12'],
      ['Invalid phone number format!', 'Phone Number', '34567'],
      ['Please write something in comment!', 'Comment', 'Hi'],
      ['Please solve the CAPTCHA.', 'Solve this sum', '9'],
    ];
    for (const [message, label, typed] of steps) {
      await user.click(send);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText(label)).toHaveFocus();
      await user.type(screen.getByLabelText(label), typed);
    }
    if (captchaSum() !== '9') {
      await user.click(send);
      expect(screen.getByRole('alert')).toHaveTextContent('Incorrect answer to CAPTCHA.');
    }
  });

  it('keeps digits only in the captcha and shows the question as text', async () => {
    const user = userEvent.setup({ delay: null });
    await render();
    const captcha = await screen.findByRole('textbox', { name: 'Solve this sum' });
    expect(captcha).toHaveAttribute('name', 'captcha');
    await user.type(captcha, 'a1b2');
    expect(captcha).toHaveValue('12');
    expect(captcha).toHaveAccessibleDescription(/^\d \+ \d$/);
  });

  it('posts JSON {name, email, phone, comment} and goes to the thank-you page', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await render();
    await screen.findByRole('button', { name: 'SEND MESSAGE' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(await screen.findByRole('heading', { name: 'Successfully Submitted!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/ContactFormSubmission', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '1234567',
      comment: 'Please call me.',
    });
  });

  it('on failure shows the banner, labels the button SUBMIT and resets; Please Wait... while sending', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer.promise),
    );
    await render();
    await screen.findByRole('button', { name: 'SEND MESSAGE' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(screen.getByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    await act(async () => answer.resolve(new Response('boom', { status: 500 })));
    expect(await screen.findByRole('alert')).toHaveTextContent(OOPS);
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });
});

describe('form-wizard: vendor registration', SLOW, () => {
  const props = configuredForm('vendor-form');
  const yesNo = {
    data: [
      { id: 1, name: 'Yes' },
      { id: 2, name: 'No' },
    ],
  };

  function stubDropdowns(failing?: string) {
    const fetchMock = vi.fn(async (url: string) => {
      if (failing && url.endsWith(failing)) return new Response('down', { status: 500 });
      if (url.endsWith('ConstitutionDdl')) return new Response(JSON.stringify({ data: [{ id: 1, name: 'Private Limited' }] }));
      if (url.endsWith('SupplierDdl')) return new Response(JSON.stringify({ data: [{ id: 1, name: 'Manufacturer' }] }));
      if (url.endsWith('MsmeTypeDdl'))
        return new Response(
          JSON.stringify({
            data: [
              { id: 1, name: 'Micro' },
              { id: 2, name: 'Small' },
            ],
          }),
        );
      return new Response(JSON.stringify(yesNo));
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('shows the panel, the three sections, and fills the nine dropdowns by GET', async () => {
    const fetchMock = stubDropdowns();
    // The options come through the block's related calls, read with use(): they resume inside an awaited act.
    await renderBlock(formWizard, { props });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Registration' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /vendor's documents/ })).toHaveAttribute('src', '/images/vendor-illustration.svg');
    // Beside the page's heading, in the first screen: fetched at high priority from the start.
    expect(screen.getByRole('img', { name: /vendor's documents/ })).toHaveAttribute('fetchpriority', 'high');
    for (const name of ['Company Details', 'Account Details', 'Contact Person Details']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(9));
    for (const [url, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(url).toMatch(/^http:\/\/api\.test\/api\/VendorDropDown\//);
      expect(init).toMatchObject({ method: 'GET', headers: { 'Content-Type': 'application/json' }, body: undefined });
    }
    const constitution = screen.getByRole('combobox', { name: 'Constitution' });
    expect(await within(constitution).findByRole('option', { name: 'Private Limited' })).toHaveValue('1');
  });

  it('leaves a select with just its placeholder when its dropdown call fails', async () => {
    stubDropdowns('SupplierDdl');
    // The options come through the block's related calls, read with use(): they resume inside an awaited act.
    await renderBlock(formWizard, { props });
    const supplier = await screen.findByRole('combobox', { name: 'Type of Supplier' });
    await within(screen.getByRole('combobox', { name: 'Constitution' })).findByRole('option', { name: 'Private Limited' });
    expect(within(supplier).getAllByRole('option')).toHaveLength(1);
    expect(console.error).toHaveBeenCalled();
  });

  it('enables branches on yes and disables and clears them otherwise; uppercases GST and PAN', async () => {
    stubDropdowns();
    const user = userEvent.setup({ delay: null });
    // The options come through the block's related calls, read with use(): they resume inside an awaited act.
    await renderBlock(formWizard, { props });
    const gstin = await screen.findByRole('combobox', { name: 'Do you have GSTIN?' });
    await within(gstin).findByRole('option', { name: 'Yes' });
    const gstNumber = screen.getByRole('textbox', { name: 'GST Number' });
    expect(gstNumber).toBeDisabled();
    expect(screen.getByLabelText('GSTIN Attachment')).toBeDisabled();
    await user.selectOptions(gstin, '1');
    expect(gstNumber).toBeEnabled();
    await user.type(gstNumber, '09abcde');
    expect(gstNumber).toHaveValue('09ABCDE');
    await user.upload(screen.getByLabelText('GSTIN Attachment'), pdf());
    await user.selectOptions(gstin, '2');
    expect(screen.getByRole('textbox', { name: 'GST Number' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'GST Number' })).toBeDisabled();
    expect((screen.getByLabelText('GSTIN Attachment') as HTMLInputElement).files).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'PAN Number' }), 'abcde1234f');
    expect(screen.getByRole('textbox', { name: 'PAN Number' })).toHaveValue('ABCDE1234F');

    const msme = screen.getByRole('combobox', { name: 'MSME Registration' });
    await within(screen.getByRole('combobox', { name: 'MSME Type' })).findByRole('option', { name: 'Small' });
    await user.selectOptions(msme, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'MSME Type' }), '2');
    await user.selectOptions(msme, '2');
    expect(screen.getByRole('combobox', { name: 'MSME Type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'MSME Type' })).toBeDisabled();

    const ack = () => screen.getByRole('textbox', { name: 'Acknowledgement Number (Year 1)' });
    expect(ack()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(ack(), '123');
    expect(screen.getByLabelText('Acknowledgement Date (Year 2)')).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(ack()).toHaveValue('');
    expect(ack()).toBeDisabled();
  });

  it('stops at the first failing check and focuses it; a cleared branch drops its error', async () => {
    stubDropdowns();
    const user = userEvent.setup({ delay: null });
    // The options come through the block's related calls, read with use(): they resume inside an awaited act.
    await renderBlock(formWizard, { props });
    const submit = await screen.findByRole('button', { name: 'SUBMIT' });
    await user.click(submit);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter vendor name!');
    expect(screen.getByLabelText('Vendor Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Vendor Name'), '   ');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter vendor name!');
    await user.type(screen.getByLabelText('Vendor Name'), 'Acme');
    await user.type(screen.getByLabelText('Address'), 'Noida');
    await within(screen.getByRole('combobox', { name: 'Constitution' })).findByRole('option', { name: 'Private Limited' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Constitution' }), '1');
    await user.upload(screen.getByLabelText('Constitution Attachment'), pdf());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of Supplier' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Do you have GSTIN?' }), '1');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter GST number!');
    expect(screen.getByLabelText('GST Number')).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Do you have GSTIN?' }), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter PAN number!');
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await user.type(screen.getByLabelText('PAN Number'), 'ABCDE1234F');
    await user.upload(screen.getByLabelText('PAN Attachment'), pdf());
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select EPF registration!');
    expect(screen.getByRole('combobox', { name: 'EPF Registration' })).toHaveFocus();
  });
});

describe('form-wizard: config is the only source of copy', SLOW, () => {
  it('shows a message, a label and a button label exactly as configured', async () => {
    const props = structuredClone(configuredForm('newsletter'));
    const field = props.sections[0]!.fields[0]!;
    field.label = 'Your work e-mail';
    field.rules = [{ rule: 'required', message: 'We need an address to write to.' }];
    props.submit.labels.idle = 'Subscribe';
    const user = userEvent.setup({ delay: null });
    // The options come through the block's related calls, read with use(): they resume inside an awaited act.
    await renderBlock(formWizard, { props });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We need an address to write to.');
    expect(screen.getByRole('textbox', { name: 'Your work e-mail' })).toHaveFocus();
  });
});
