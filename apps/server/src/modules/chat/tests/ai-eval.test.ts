import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { users } from '../../auth/auth.tables.ts';
import { aiTexts } from '../ai/ai.messages.ts';
import { composeAnswer } from '../ai/conversation.ts';
import { withEvalDatabase } from '../ai/evaluation/eval-database.ts';
import { evaluateAssistant, formatReport, LEGAL_CASES, REFUSAL_CASES } from '../ai/evaluation/evaluate.ts';
import { KNOWLEDGE_SEED } from '../ai/knowledge.seed.ts';
import { loadKnowledgeSeed } from '../ai/knowledge.service.ts';
import { aiKnowledgeSeeds, aiKnowledgeEntries as k } from '../tables/knowledge.ts';

const APPEAL = 'قانون آیین دادرسی دادگاه‌های عمومی و انقلاب در امور مدنی (مصوب ۱۳۷۹)، ماده ۳۳۶';

describe('the AI assistant on its evaluation set (built-in provider)', () => {
  it('holds at least 60 legal questions, follow-ups among them, and 20 to refuse', () => {
    expect(LEGAL_CASES.length).toBeGreaterThanOrEqual(60);
    expect(LEGAL_CASES.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(10);
    expect(REFUSAL_CASES.length).toBeGreaterThanOrEqual(20);
  });

  // Issue 21 asks 85% held out; these are floors just below what the built-in retrieval reaches today (100%,
  // 87.8% on the tuning set and 89.8% held out), so a change that loses ground fails here. Refusals and
  // invented sources are held at the target. (Held out was 78.0% once before, while the import kept a site's
  // advert for an e-book of the landlord-tenant laws as that law's chapter heading; its words answered
  // questions. The tuning set grew from 119 questions to 181 with 62 written before the retrieval was tuned
  // on them; its first 119 went from 104 to 105. It grew again to 288 with 107 more, written before tuning:
  // 222 of the 288 were answered then, 235 after that pass. Citing a fourth article when it holds more of the
  // question than a cited one, or ties with the last, took it to 241; a wider everyday-to-legal vocabulary drawn
  // from the law texts («مرد» for the husband, «میت» for the deceased, «قروض» for debts), to 246, and held out
  // stayed at 79.7%. The phrases each article is looked up by (`article-subjects.ts`), written from the
  // articles without reading any question, took the tuning set to 253 and held out to 89.8%.)
  it('keeps its hit rates, refuses every out-of-law question and invents no source', async () => {
    const report = await withEvalDatabase(inject('databaseUrl'), evaluateAssistant);
    const summary = formatReport(report);
    const { first, library, heldOut } = report.sets;
    expect(first.hits / first.legal, summary).toBeGreaterThanOrEqual(0.99);
    expect(library.hits / library.legal, summary).toBeGreaterThanOrEqual(0.87);
    expect(heldOut.hits / heldOut.legal, summary).toBeGreaterThanOrEqual(0.89);
    expect(report.refused, summary).toBe(report.refusals);
    expect(report.invented, summary).toEqual([]);
  }, 60_000);

  it('reads a follow-up with the question before it, and refuses when nothing relevant is found', async () => {
    await withEvalDatabase(inject('databaseUrl'), async (db) => {
      const followUp = 'اگه طرف خارج از کشور باشه چی؟';
      const alone = await composeAnswer(db, { question: followUp, history: [], userContext: null });
      expect(alone.citations[0]?.source).not.toBe(APPEAL);
      const first = 'مهلت تجدیدنظرخواهی از رأی دادگاه چقدر است؟';
      const firstAnswer = await composeAnswer(db, { question: first, history: [], userContext: null });
      const inThread = await composeAnswer(db, {
        question: followUp,
        history: [
          { role: 'user', content: first },
          { role: 'assistant', content: firstAnswer.content },
        ],
        userContext: null,
      });
      expect(inThread.citations[0]?.source).toBe(APPEAL);
      expect(inThread.content).toContain('دو ماه');
      // Every citation is an entry that was retrieved and quoted in the answer.
      for (const citation of inThread.citations) expect(inThread.content).toContain(citation.source);

      const offTopic = await composeAnswer(db, {
        question: 'طرز تهیه قورمه سبزی چیه؟',
        history: [{ role: 'user', content: first }],
        userContext: null,
      });
      expect(offTopic).toEqual({ content: aiTexts.outsideLaw, citations: [] });
    });
  }, 60_000);

  it('answers with the article a question names, and stays in the law it names', async () => {
    await withEvalDatabase(inject('databaseUrl'), async (db) => {
      const ask = (question: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
        composeAnswer(db, { question, history, userContext: null });
      const named = await ask('ماده ۱۱۳۰ قانون مدنی چه می‌گوید؟');
      expect(named.citations[0]?.article).toEqual({ law: 'civil-code', article: '1130' });
      expect((await ask('طبق قانون مدنی ماده ۱۱۳۰ عسر و حرج')).citations[0]?.article?.article).toBe('1130');
      // The library lacks civil procedure 336; the knowledge entry quoting it answers.
      expect((await ask('م ۳۳۶ آ.د.م')).citations[0]?.source).toBe(APPEAL);
      expect(await ask('ماده ۹۹۹۹ قانون مدنی')).toEqual({ content: aiTexts.noSource, citations: [] });

      const labour = await ask('ساعت کار روزانه کارگر طبق قانون کار چقدره؟');
      expect(labour.citations.length).toBeGreaterThan(0);
      for (const c of labour.citations) expect(c.article?.law).toBe('labour');

      // A follow-up keeps to the law its question named; unnamed, the landlord-tenant law answers too.
      const followUp = 'اگه مستاجر خسارت بزنه چی؟';
      const inCode = await ask(followUp, [{ role: 'user', content: 'طبق قانون مدنی اجاره چیست' }]);
      expect(inCode.citations.length).toBeGreaterThan(0);
      for (const c of inCode.citations) expect(c.article?.law).toBe('civil-code');
      const open = await ask(followUp, [{ role: 'user', content: 'اجاره چیست' }]);
      expect(open.citations.map((c) => c.article?.law)).toContain('landlord-tenant');
    });
  }, 60_000);

  // Issue 25: a refusal says why: outside law, or legal with no source found.
  it('tells a question outside law from a legal one it has no source for', async () => {
    await withEvalDatabase(inject('databaseUrl'), async (db) => {
      const ask = (question: string) => composeAnswer(db, { question, history: [], userContext: null });
      for (const question of [
        'طرز تهیه قورمه سبزی چیه؟',
        'نتیجه بازی استقلال و پرسپولیس چی شد؟',
        'هوای فردای تهران بارانی است؟',
      ]) {
        expect(await ask(question), question).toEqual({ content: aiTexts.outsideLaw, citations: [] });
      }
      expect(aiTexts.outsideLaw).toContain('فقط درباره قوانین و مسائل حقوقی پاسخ می‌دهم');
      for (const question of ['مجازات قتل عمد چیست؟', 'نرخ مالیات بر ارزش افزوده چقدر است؟']) {
        expect(await ask(question), question).toEqual({ content: aiTexts.noSource, citations: [] });
      }
      expect(aiTexts.noSource).toContain('منبع معتبری نیافتم');
    });
  }, 60_000);

  it('loads the seed once, and a new version replaces only the built-in entries no admin touched', async () => {
    await withEvalDatabase(inject('databaseUrl'), async (db) => {
      expect(await loadKnowledgeSeed(db)).toBe(false);
      const total = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(k))[0]?.n;
      expect(await total()).toBe(KNOWLEDGE_SEED.length);

      // The state an older seed version leaves: an outdated built-in entry, one an admin edited, one added.
      const [admin] = await db
        .insert(users)
        .values({ pid: 'seed-admin', referralCode: 'SEEDADMIN' })
        .returning();
      const entry = (pid: string, source: string) => ({
        pid,
        title: pid,
        body: pid,
        source,
        searchText: pid,
      });
      const edited = KNOWLEDGE_SEED[0]?.source ?? '';
      await db.delete(k).where(eq(k.source, edited));
      await db
        .insert(k)
        .values([
          entry('outdated', 'قانون قدیمی، ماده ۱'),
          { ...entry('edited', edited), updatedById: admin?.id },
          { ...entry('added', 'منبع مدیر'), createdById: admin?.id },
        ]);
      await db.delete(aiKnowledgeSeeds);

      expect(await loadKnowledgeSeed(db)).toBe(true);
      const rows = await db.select({ pid: k.pid, source: k.source }).from(k);
      expect(rows.map((r) => r.pid)).toEqual(expect.arrayContaining(['edited', 'added']));
      expect(rows.map((r) => r.pid)).not.toContain('outdated');
      expect(rows.filter((r) => r.source === edited)).toHaveLength(1);
      expect(await total()).toBe(KNOWLEDGE_SEED.length + 1);
      expect(await db.select().from(k).where(isNull(k.createdById))).toHaveLength(KNOWLEDGE_SEED.length);
    });
  }, 60_000);
});
