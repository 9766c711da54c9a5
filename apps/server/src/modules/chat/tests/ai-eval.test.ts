import { describe, expect, inject, it } from 'vitest';
import { aiTexts } from '../ai/ai.messages.ts';
import { composeAnswer } from '../ai/conversation.ts';
import { withEvalDatabase } from '../ai/evaluation/eval-database.ts';
import { evaluateAssistant, formatReport, LEGAL_CASES, REFUSAL_CASES } from '../ai/evaluation/evaluate.ts';

const APPEAL = 'قانون آیین دادرسی دادگاه‌های عمومی و انقلاب در امور مدنی (مصوب ۱۳۷۹)، ماده ۳۳۶';

describe('the AI assistant on its evaluation set (built-in provider)', () => {
  it('holds at least 60 legal questions, follow-ups among them, and 20 to refuse', () => {
    expect(LEGAL_CASES.length).toBeGreaterThanOrEqual(60);
    expect(LEGAL_CASES.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(10);
    expect(REFUSAL_CASES.length).toBeGreaterThanOrEqual(20);
  });

  it('cites an expected article for 90% of the questions, refuses every out-of-law one, invents no source', async () => {
    const report = await withEvalDatabase(inject('databaseUrl'), evaluateAssistant);
    const summary = formatReport(report);
    expect(report.hits / report.legal, summary).toBeGreaterThanOrEqual(0.9);
    expect(report.refused, summary).toBe(report.refusals);
    expect(report.invented, summary).toEqual([]);
  }, 120_000);

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
      expect(offTopic).toEqual({ content: aiTexts.noSource, citations: [] });
    });
  }, 60_000);
});
