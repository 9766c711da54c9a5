import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { newLawyer } from '../../office/test-helpers.ts';
import { statusCounts } from '../../wallet/money-test-helpers.ts';
import { aiTexts } from '../ai/ai.messages.ts';
import {
  type Body,
  call,
  connect,
  createChatTestApp,
  failed,
  makeUser,
  ok,
  type TestUser,
} from '../test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(() => t.close());

const createChat = (app: TestApp, token: string, body?: unknown) =>
  call(app, 'POST', '/api/chat/v1/ai/create-chat/', token, body);

/** Sends a question to an AI session and answers the assistant's reply once it is stored. */
async function ask(app: TestApp, user: TestUser | { access: string }, session: string, question: string) {
  ok(
    await call(app, 'POST', '/api/chat/v1/messages/', user.access, {
      chat_session: session,
      content: question,
    }),
    201,
  );
  await app.services.chat.assistant.settled();
  const history = ok(await call(app, 'GET', `/api/chat/v1/messages/session/${session}/`, user.access));
  return history.results.at(-1);
}

describe('AI sessions', () => {
  it('open with the defaults, 360 seconds and a welcome from the assistant', async () => {
    const client = await makeUser(t, 'client');
    const session = ok(await createChat(t, client.access), 201);
    expect(session).toMatchObject({
      kind: 'ai',
      title: 'مشاوره با هوش مصنوعی',
      ai_type: 'v',
      time_limit_seconds: 360,
      consultant: null,
    });
    expect(Date.parse(session.ends_at) - Date.parse(session.started_at)).toBe(360_000);
    const history = ok(await call(t, 'GET', `/api/chat/v1/messages/session/${session.pid}/`, client.access));
    expect(history.results).toEqual([
      expect.objectContaining({ is_ai: true, content: aiTexts.welcome, sender: null }),
    ]);
    const titled = ok(await createChat(t, client.access, { title: 'پرسش درباره اجاره', ai_type: 'v' }), 201);
    expect(titled.title).toBe('پرسش درباره اجاره');
    const consultant = await makeUser(t, 'secretary');
    failed(await createChat(t, consultant.access), 403);
  });

  it("are held to the plan's AI chats of the month (free tier: 3), even when asked for at once", async () => {
    const client = await makeUser(t, 'client');
    const answers = await Promise.all(Array.from({ length: 5 }, () => createChat(t, client.access)));
    expect(statusCounts(answers)).toEqual({ 201: 3, 402: 2 });
    const refused = answers.find((a) => a.statusCode === 402)?.json();
    expect(refused).toMatchObject({
      code: 'payment_required',
      error_messages: { error: expect.any(String) },
    });
  });

  it('answers from the knowledge base, quoting and citing it', async () => {
    const client = await makeUser(t, 'client');
    const session = ok(await createChat(t, client.access), 201);
    const answer = await ask(t, client, session.pid, 'مهلت تجدیدنظرخواهی از رأی دادگاه چقدر است؟');
    expect(answer).toMatchObject({ is_ai: true, sender: null, sender_name: aiTexts.assistantName });
    expect(answer.content).toContain('بیست روز');
    expect(answer.content).toContain('ماده ۳۳۶');
    expect(answer.citations).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: expect.stringContaining('ماده ۳۳۶') })]),
    );
    const lease = await ask(
      t,
      client,
      session.pid,
      'صاحبخانه ودیعه‌ام را پس نمی‌دهد و می‌گوید خانه را تخلیه کن',
    );
    // The library's article (with its notes) is the unit the knowledge base's entry annotates.
    expect(lease.citations).toContainEqual(
      expect.objectContaining({
        title: 'ماده ۴ قانون روابط موجر و مستأجر',
        article: { law: 'landlord-tenant', article: '4' },
      }),
    );
  });

  it('says plainly it has no source, and suggests a consultant, rather than invent', async () => {
    const client = await makeUser(t, 'client');
    const session = ok(await createChat(t, client.access), 201);
    for (const question of ['مجازات قتل عمد چیست؟', 'نرخ مالیات بر ارزش افزوده چقدر است؟', 'قانون']) {
      const answer = await ask(t, client, session.pid, question);
      expect(answer).toMatchObject({ is_ai: true, content: aiTexts.noSource, citations: [] });
    }
    expect((await ask(t, client, session.pid, 'سلام')).content).toBe(aiTexts.greeting);
  });

  it("mentions the asker's own cases and coming hearings when asked about them", async () => {
    const lawyer = await newLawyer(t);
    ok(
      await call(t, 'POST', '/api/lawyer-office/v1/cases/', lawyer.access, {
        title: 'مطالبه وجه چک آقای کریمی',
      }),
      201,
    );
    const hearing = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
    ok(
      await call(t, 'POST', '/api/court-calendar/v1/events/create_event/', lawyer.access, {
        title: 'جلسه رسیدگی پرونده کریمی',
        event_type: 'hearing',
        starts_at: hearing,
      }),
      201,
    );
    const session = ok(await createChat(t, lawyer.access), 201);
    const answer = await ask(t, lawyer, session.pid, 'پرونده‌های من و جلسه بعدی دادگاه چه وضعی دارند؟');
    expect(answer.content).toContain('مطالبه وجه چک آقای کریمی');
    expect(answer.content).toContain('جلسه رسیدگی پرونده کریمی');
    expect(answer.citations).toEqual([]);
  });

  it('sends the answer over the socket, typing first', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await makeUser(t, 'client');
    const session = ok(await createChat(t, client.access), 201);
    const socket = await connect(base, `/ws/chat/${session.pid}/ai/?token=${client.access}`);
    socket.send({ type: 'chat.message', message: 'حضانت بچه بعد از طلاق با کیست؟', message_type: 'text' });
    expect(await socket.next((f) => f.type === 'chat.message')).toMatchObject({
      sender: client.pid,
      is_ai: false,
    });
    expect(await socket.next((f) => f.type === 'user_typing')).toMatchObject({ user: 'ai', is_typing: true });
    const answer = await socket.next((f) => f.type === 'chat.message', 5000);
    expect(answer).toMatchObject({ is_ai: true, sender: null });
    expect(answer.citations[0].article).toEqual({ law: 'civil-code', article: '1169' });
    socket.close();
  });

  it('answers from entries admins add to the knowledge base', async () => {
    const admin = await makeUser(t, 'admin');
    const client = await makeUser(t, 'client');
    const entry = {
      kind: 'qa',
      title: 'مهلت اعتراض به برگ قطعی مالیات',
      body: 'متن آزمایشی درباره اعتراض به برگ قطعی مالیات که مدیر سامانه افزوده است.',
      source: 'منبع آزمایشی مدیر',
      tags: ['مالیات', 'برگ قطعی'],
    };
    failed(await call(t, 'POST', '/api/admin/v1/ai/knowledge/', client.access, entry), 403);
    const created = ok(await call(t, 'POST', '/api/admin/v1/ai/knowledge/', admin.access, entry), 201);
    const session = ok(await createChat(t, client.access), 201);
    const answer = await ask(t, client, session.pid, 'مهلت اعتراض به برگ قطعی مالیات چقدر است؟');
    expect(answer.citations[0]).toMatchObject({ pid: created.pid, source: 'منبع آزمایشی مدیر' });
    ok(
      await call(t, 'PATCH', `/api/admin/v1/ai/knowledge/${created.pid}/`, admin.access, {
        is_active: false,
      }),
    );
    expect((await ask(t, client, session.pid, 'مهلت اعتراض به برگ قطعی مالیات چقدر است؟')).content).toBe(
      aiTexts.noSource,
    );
    const listed = ok(
      await call(
        t,
        'GET',
        '/api/admin/v1/ai/knowledge/?search=%D9%85%D8%A7%D9%84%DB%8C%D8%A7%D8%AA',
        admin.access,
      ),
    );
    expect(listed.results.map((e: { pid: string }) => e.pid)).toContain(created.pid);
    expect(
      (await call(t, 'DELETE', `/api/admin/v1/ai/knowledge/${created.pid}/`, admin.access)).statusCode,
    ).toBe(204);
    failed(await call(t, 'GET', `/api/admin/v1/ai/knowledge/${created.pid}/`, admin.access), 404);
    const seeded = ok(await call(t, 'GET', '/api/admin/v1/ai/knowledge/?page_size=1', admin.access));
    expect(seeded.count).toBeGreaterThanOrEqual(30);
  });
});

describe('an OpenAI-compatible model', () => {
  let server: Server;
  let app: TestApp;
  const requests: { url?: string; auth?: string; body: Body }[] = [];
  let reply: (body: Body) => { status: number; body: unknown } = () => ({
    status: 200,
    body: {
      choices: [{ message: { role: 'assistant', content: 'به استناد منبع [۱]، مهلت بیست روز است.' } }],
    },
  });

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const body = JSON.parse(raw);
        requests.push({ url: req.url, auth: req.headers.authorization, body });
        const answer = reply(body);
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    app = await createChatTestApp({
      AI_BASE_URL: `http://127.0.0.1:${port}/v1/`,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'legal-fa',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gets the retrieved entries with the instruction to answer only from them, and its answer is stored with their citations', async () => {
    const client = await makeUser(app, 'client');
    const session = ok(await createChat(app, client.access), 201);
    const answer = await ask(app, client, session.pid, 'مهلت تجدیدنظرخواهی از رأی دادگاه چقدر است؟');
    expect(answer).toMatchObject({ is_ai: true, content: 'به استناد منبع [۱]، مهلت بیست روز است.' });
    expect(answer.citations.map((c: { source: string }) => c.source)).toContain(
      'قانون آیین دادرسی دادگاه‌های عمومی و انقلاب در امور مدنی (مصوب ۱۳۷۹)، ماده ۳۳۶',
    );
    const sent = requests.at(-1);
    expect(sent).toMatchObject({
      url: '/v1/chat/completions',
      auth: 'Bearer test-key',
      body: { model: 'legal-fa' },
    });
    const [system, ...rest] = sent?.body.messages ?? [];
    expect(system.role).toBe('system');
    expect(system.content).toContain('تنها از «منابع» زیر پاسخ بده');
    const prompt = rest.at(-1).content as string;
    expect(prompt).toContain('ماده ۳۳۶');
    expect(prompt).toContain('پرسش کاربر: مهلت تجدیدنظرخواهی از رأی دادگاه چقدر است؟');
  });

  it('gets the conversation with a follow-up, and the entries its earlier turns point to', async () => {
    const client = await makeUser(app, 'client');
    const session = ok(await createChat(app, client.access), 201);
    await ask(app, client, session.pid, 'مهلت تجدیدنظرخواهی از رأی دادگاه چقدر است؟');
    const answer = await ask(app, client, session.pid, 'اگه طرف خارج از کشور باشه چی؟');
    expect(answer.citations[0].source).toBe(
      'قانون آیین دادرسی دادگاه‌های عمومی و انقلاب در امور مدنی (مصوب ۱۳۷۹)، ماده ۳۳۶',
    );
    const messages = requests.at(-1)?.body.messages as { role: string; content: string }[];
    expect(messages).toContainEqual({ role: 'user', content: 'مهلت تجدیدنظرخواهی از رأی دادگاه چقدر است؟' });
    const prompt = messages.at(-1)?.content ?? '';
    expect(prompt).toMatch(/^منابع:\n\[۱\] مهلت تجدیدنظرخواهی از رأی دادگاه \(دعاوی حقوقی\)/);
    expect(prompt).toContain('پرسش کاربر: اگه طرف خارج از کشور باشه چی؟');
  });

  it('is not asked when nothing in the knowledge base matches, and a failing model falls back to the quotes', async () => {
    const client = await makeUser(app, 'client');
    const session = ok(await createChat(app, client.access), 201);
    const before = requests.length;
    expect((await ask(app, client, session.pid, 'مجازات قتل عمد چیست؟')).content).toBe(aiTexts.noSource);
    expect(requests.length).toBe(before);

    reply = () => ({ status: 500, body: { error: 'down' } });
    const answer = await ask(app, client, session.pid, 'شرایط حضانت فرزند چیست؟');
    expect(requests.length).toBe(before + 1);
    expect(answer.content).toContain('قانون مدنی، ماده ۱۱۶۹');
    // The chapters' opening articles (civil code 1168, family protection 40) may rank before it.
    expect(answer.citations.map((c: { article: unknown }) => c.article)).toContainEqual({
      law: 'civil-code',
      article: '1169',
    });
  });
});
