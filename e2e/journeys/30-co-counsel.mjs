// Issue 25, item 1: two offices on one case, through a removal. The demo lawyer asks a lawyer of another
// office to be co-counsel; he accepts on his dashboard and finds the case with its hearings, but not the
// office-only document; his hearing reaches the lead lawyer and the client; the lead takes him off with a
// toast, and the hearing he entered stays with the case. Screens at phone and desktop widths, axe on each.
import { expect } from '../expect.mjs';
import { api, DEMO_PASSWORD, go, shoot, signIn, visit, waitForRequestBudget } from '../journey-kit.mjs';

export const name =
  'co-counsel of another office: invited, accepts, shares one calendar, removed with a toast';

const LAWYER = '09120000001';

const unique = () => String(Date.now()).slice(-7);
/** Digits as letters, for names that differ per run (the server keeps digits in Latin). */
const asLetters = (digits) => digits.replace(/\d/g, (d) => 'ابپتثجچحخد'[d]);
const inDays = (days, hour) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00+03:30`;
};

/** A random Iranian national code with a valid checksum. */
function nationalCode() {
  for (;;) {
    const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const sum = digits.reduce((total, digit, index) => total + digit * (10 - index), 0) % 11;
    const code = [...digits, sum < 2 ? sum : 11 - sum].join('');
    if (!/^(\d)\1{9}$/.test(code)) return code;
  }
}

async function post(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The access link texted to a number, as a path of this server. */
async function accessPathFromOutbox(baseUrl, phone) {
  for (let i = 0; i < 20; i++) {
    const body = await fetch(`${baseUrl}/api/dev/v1/sms-outbox/?phone=${phone}`).then((r) => r.json());
    const token = /\/access\/([A-Za-z0-9_-]+)/.exec(body.result.results[0]?.text ?? '')?.[1];
    if (token) return `/access/${token}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no access link was texted to ${phone}`);
}

/** A small PDF uploaded to the case with the page's token; `shared` shows it to the clients. */
const uploadDocument = (page, casePid, title, shared) =>
  page.evaluate(
    async ({ casePid, title, shared }) => {
      const pdf =
        '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
      const form = new FormData();
      form.append('case', casePid);
      form.append('title', title);
      form.append('visible_to_client', String(shared));
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `${title}.pdf`);
      const response = await fetch('/api/lawyer-office/v1/documents/', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    },
    { casePid, title, shared },
  );

export async function run({ context, baseUrl, codeFromOutbox, screenshotDir }) {
  const browser = context.browser();
  const tehran = { locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1280, height: 900 } };
  const stamp = unique();
  const partner = { phone: `0938${stamp}`, first: 'بهرام', last: `فرهمند ${asLetters(stamp.slice(-3))}` };
  const partnerName = `${partner.first} ${partner.last}`;
  const clientPhone = `0939${stamp}`;
  const caseTitle = `دعوای خلع ید ${asLetters(stamp.slice(-4))}`;
  const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext(tehran)));
  const [lead, coCounsel, client] = await Promise.all(contexts.map((c) => c.newPage()));
  const errors = [];
  for (const page of [lead, coCounsel, client]) page.on('pageerror', (error) => errors.push(error.message));
  try {
    await waitForRequestBudget(baseUrl, 150);
    // A lawyer of another office, registered through the API with the demo password.
    await post(baseUrl, '/api/auth/v1/send-register-code/', { username: partner.phone });
    await post(baseUrl, '/api/auth/v1/register/', {
      username: partner.phone,
      code: await codeFromOutbox(partner.phone),
      first_name: partner.first,
      last_name: partner.last,
      role: 'lawyer',
      password: DEMO_PASSWORD,
    });

    // The lead office's case: a client with portal access, a hearing, an office-only and a shared paper.
    await signIn(lead, baseUrl, LAWYER);
    const person = await api(lead, '/api/lawyer-office/v1/clients/', 'POST', {
      first_name: 'پروین',
      last_name: `اعتمادی ${asLetters(stamp.slice(-3))}`,
      national_code: nationalCode(),
      mobile: clientPhone,
    });
    const kase = await api(lead, '/api/lawyer-office/v1/cases/', 'POST', {
      title: caseTitle,
      client_ids: [person.pid],
    });
    await api(lead, '/api/court-calendar/v1/events/create_event/', 'POST', {
      title: 'جلسه رسیدگی نخست',
      event_type: 'hearing',
      starts_at: inDays(5, 9),
      case: kase.pid,
    });
    await uploadDocument(lead, kase.pid, 'یادداشت داخلی دفتر', false);
    await uploadDocument(lead, kase.pid, 'دادخواست خلع ید', true);
    await api(lead, `/api/lawyer/v1/clients/${person.pid}/send-access-link/`, 'POST', { case_id: kase.pid });

    // The lead invites the partner: he is listed as waiting, and the lead is told so.
    await go(lead, baseUrl, `/cases/${kase.pid}`);
    await lead.getByRole('tab', { name: 'وکلا و موکلان' }).click();
    await lead.getByLabel('جستجوی وکیل', { exact: true }).fill(partnerName);
    await lead.getByRole('option', { name: new RegExp(partnerName) }).click();
    await lead.getByRole('button', { name: 'افزودن وکیل همکار', exact: true }).click();
    await lead
      .getByText(/دعوت‌نامه برای .* فرستاده شد/)
      .first()
      .waitFor();
    const lawyers = lead.getByRole('list', { name: 'وکلای پرونده' });
    await lawyers.getByText('در انتظار پذیرش').waitFor();
    await shoot(lead, screenshotDir, 'co-counsel-invited');

    // He accepts on his dashboard and lands on the case.
    await signIn(coCounsel, baseUrl, partner.phone);
    await go(coCounsel, baseUrl, '/dashboard');
    const card = coCounsel.getByRole('list', { name: 'دعوت‌های همکاری در پرونده' });
    await card.getByRole('heading', { name: `دعوت به همکاری در پرونده «${caseTitle}»` }).waitFor();
    await shoot(coCounsel, screenshotDir, 'co-counsel-invitation');
    await card.getByRole('button', { name: 'پذیرفتن دعوت' }).click();
    await coCounsel.waitForURL(`${baseUrl}/cases/${kase.pid}`);
    await coCounsel.getByRole('heading', { name: caseTitle, level: 1 }).waitFor();

    // One calendar: the lead's hearing is on his case page; he adds one of his own.
    await coCounsel.getByRole('tab', { name: 'جلسات' }).click();
    await coCounsel.getByText('جلسه رسیدگی نخست').waitFor();
    await api(coCounsel, '/api/court-calendar/v1/events/create_event/', 'POST', {
      title: 'جلسه کارشناسی با وکیل همکار',
      event_type: 'hearing',
      starts_at: inDays(9, 10),
      case: kase.pid,
    });
    await coCounsel.reload();
    await coCounsel.getByText('جلسه کارشناسی با وکیل همکار').waitFor();
    await shoot(coCounsel, screenshotDir, 'co-counsel-case-hearings');

    // The office-only paper is the office's; the one shared with the client he sees.
    await coCounsel.getByRole('tab', { name: 'اسناد' }).click();
    const papers = coCounsel.getByRole('list', { name: 'اسناد پرونده' });
    await papers.getByText('دادخواست خلع ید').waitFor();
    expect(await papers.getByText('یادداشت داخلی دفتر').count()).toBe(0);
    await shoot(coCounsel, screenshotDir, 'co-counsel-documents');

    // The lead sees his hearing on the case, and the co-counsel switch on her documents.
    await lead.reload();
    await lead.getByRole('tab', { name: 'جلسات' }).click();
    await lead.getByText('جلسه کارشناسی با وکیل همکار').waitFor();
    await lead.getByRole('tab', { name: 'اسناد' }).click();
    await lead.getByRole('switch', { name: 'قابل مشاهده برای وکیل همکار' }).first().waitFor();
    await shoot(lead, screenshotDir, 'co-counsel-lead-documents');

    // The client reads both hearings in her portal (hearings are shared with clients).
    await client.goto(`${baseUrl}${await accessPathFromOutbox(baseUrl, clientPhone)}`);
    await client.waitForURL(`${baseUrl}/my-cases/${kase.pid}`);
    await client.getByText('جلسه کارشناسی با وکیل همکار').first().waitFor();

    // The lead takes him off; a toast confirms it, and his hearing stays with the case.
    await lead.getByRole('tab', { name: 'وکلا و موکلان' }).click();
    await lawyers.getByRole('button', { name: `برداشتن ${partnerName}` }).click();
    const confirm = lead.getByRole('dialog', { name: 'برداشتن وکیل از پرونده' });
    await confirm.getByText(/ثبت کرده در پرونده می‌ماند/).waitFor();
    await confirm.getByRole('button', { name: 'برداشتن' }).click();
    await lead.getByText(`${partnerName} از وکلای پرونده کنار گذاشته شد`, { exact: false }).first().waitFor();
    await shoot(lead, screenshotDir, 'co-counsel-removed');
    await lead.getByRole('tab', { name: 'جلسات' }).click();
    await lead.getByText('جلسه کارشناسی با وکیل همکار').waitFor();

    // He no longer reaches the case, nor its hearings.
    const events = await api(coCounsel, '/api/court-calendar/v1/events/?page_size=100');
    expect(events.results.some((e) => e.title === 'جلسه کارشناسی با وکیل همکار')).toBe(false);
    await visit(coCounsel, baseUrl, `/cases/${kase.pid}`);
    await coCounsel.getByText('این پرونده پیدا نشد', { exact: false }).first().waitFor();
    await client.reload();
    await client.getByText('جلسه کارشناسی با وکیل همکار').first().waitFor();

    if (errors.length) throw new Error(`uncaught page errors: ${errors.join('; ')}`);
  } catch (error) {
    for (const [who, page] of Object.entries({ lead, coCounsel, client })) {
      await page
        .screenshot({ path: `${screenshotDir}/failure-30-${who}.png`, fullPage: true })
        .catch(() => {});
    }
    throw error;
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}
