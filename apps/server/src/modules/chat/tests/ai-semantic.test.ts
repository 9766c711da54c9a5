import { createServer, type Server } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedLibrary } from '../../law/law.service.ts';
import { aiTexts } from '../ai/ai.messages.ts';
import { composeAnswer } from '../ai/conversation.ts';
import { withEvalDatabase } from '../ai/evaluation/eval-database.ts';
import { activeKnowledge } from '../ai/knowledge-snapshot.ts';
import { legalIndex } from '../ai/legal-index.ts';
import { createEmbeddingsClient } from '../ai/semantic/embeddings-client.ts';
import { fuse, type SemanticRetrieval } from '../ai/semantic/fuse.ts';
import { createSemanticSearch } from '../ai/semantic/semantic-search.ts';
import { aiUnitEmbeddings } from '../tables/embeddings.ts';
import { aiKnowledgeEntries as k } from '../tables/knowledge.ts';
import { createChatTestApp } from '../test-kit.ts';

/**
 * An embeddings provider standing in for a real one (none runs here): texts are near when they share a
 * concept, and a concept is a set of words that mean one thing. The admins' entry below speaks of
 * «ضرب و جرح» and «مصدوم»; the question of «کتک زدن» and «زخمی». The keywords reach the entry by one word
 * only («کتک»: «ضرب»), too little of the question, so the keyword search cannot find it, while a model of
 * meaning would.
 */
const CONCEPTS = [
  ['ضرب و جرح', 'کتک'],
  ['مصدوم', 'زخمی'],
];
const vectorOf = (text: string) => CONCEPTS.map((words) => words.filter((w) => text.includes(w)).length);

const ENTRY = {
  pid: 'assault-qa',
  kind: 'qa',
  title: 'شکایت از ضرب و جرح عمدی',
  body: 'کسی که عمداً موجب صدمه بدنی دیگری شود، مصدوم می‌تواند با گواهی پزشکی قانونی شکایت کیفری کند و دیه بخواهد.',
  source: 'پاسخ کارشناسان وکیل‌یار',
  tags: [],
  searchText: 'شکایت از ضرب و جرح عمدی',
};
const QUESTION = 'همسایه من را کتک زد و زخمی شدم، چه کار کنم؟';

let server: Server;
let baseUrl = '';
const requests: { model: string; inputs: number }[] = [];
let failing = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; input: string[] };
      requests.push({ model: body.model, inputs: body.input.length });
      if (failing) return void res.writeHead(503).end();
      const data = body.input.map((text, index) => ({ index, embedding: vectorOf(text) }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const semanticOn = (db: Parameters<typeof createSemanticSearch>[0]): SemanticRetrieval => ({
  search: createSemanticSearch(db, createEmbeddingsClient({ baseUrl, model: 'concepts-test' })),
  minSimilarity: 0.5,
});

describe('semantic retrieval, when an embeddings provider is configured', () => {
  it('finds what the keywords cannot, keeps the embeddings, and falls back to the keywords when the provider fails', async () => {
    await withEvalDatabase(inject('databaseUrl'), async (db) => {
      await db.insert(k).values(ENTRY);
      const ask = (semantic?: SemanticRetrieval) =>
        composeAnswer(db, { question: QUESTION, history: [], userContext: null }, { semantic });

      const byKeywords = await ask();
      expect(byKeywords.citations.map((c) => c.pid)).not.toContain(ENTRY.pid);

      const semantic = semanticOn(db);
      const index = legalIndex(sharedLibrary(), await activeKnowledge(db));
      await semantic.search.refresh(index);
      const stored = await db
        .select()
        .from(aiUnitEmbeddings)
        .where(eq(aiUnitEmbeddings.model, 'concepts-test'));
      expect(stored).toHaveLength(index.units.length);
      expect(requests.every((r) => r.model === 'concepts-test' && r.inputs <= 64)).toBe(true);

      const byMeaning = await ask(semantic);
      expect(byMeaning.citations.map((c) => c.pid)).toContain(ENTRY.pid);
      expect(byMeaning.content).toContain(ENTRY.body);

      // A second process reads the stored embeddings: it embeds the question only.
      const before = requests.length;
      const restarted = semanticOn(db);
      await restarted.search.refresh(index);
      expect(requests.length).toBe(before);
      expect((await ask(restarted)).citations.map((c) => c.pid)).toContain(ENTRY.pid);

      // An edited entry is embedded anew, the others are not.
      await db
        .update(k)
        .set({ body: `${ENTRY.body} (ویرایش شد)`, updatedAt: new Date() })
        .where(eq(k.pid, ENTRY.pid));
      const edited = legalIndex(sharedLibrary(), await activeKnowledge(db));
      const beforeEdit = requests.length;
      await restarted.search.refresh(edited);
      expect(requests.slice(beforeEdit)).toEqual([{ model: 'concepts-test', inputs: 1 }]);

      failing = true;
      const errors: unknown[] = [];
      const down = await ask({ ...restarted, onError: (error) => errors.push(error) });
      failing = false;
      expect(down.citations.map((c) => c.pid)).toEqual(byKeywords.citations.map((c) => c.pid));
      expect(errors.length).toBeGreaterThan(0);
    });
  }, 120_000);

  it('never searches a message outside law, by keywords or by meaning', async () => {
    await withEvalDatabase(inject('databaseUrl'), async (db) => {
      const before = requests.length;
      const answer = await composeAnswer(
        db,
        { question: 'طرز تهیه قورمه سبزی چیه؟', history: [], userContext: null },
        { semantic: semanticOn(db) },
      );
      expect(answer).toEqual({ content: aiTexts.outsideLaw, citations: [] });
      expect(requests.length).toBe(before);
    });
  }, 60_000);
});

describe('the server with AI_EMBEDDING_MODEL set', () => {
  it('embeds the library in the background once it is ready', async () => {
    const app = await createChatTestApp({ AI_BASE_URL: baseUrl, AI_EMBEDDING_MODEL: 'warm-test' });
    const stored = async () => {
      const [row] = await app.database.db
        .select({ n: count() })
        .from(aiUnitEmbeddings)
        .where(eq(aiUnitEmbeddings.model, 'warm-test'));
      return row?.n ?? 0;
    };
    try {
      await expect
        .poll(stored, { timeout: 60_000, interval: 200 })
        .toBeGreaterThanOrEqual(sharedLibrary().all().length);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('reciprocal rank fusion', () => {
  const entry = (pid: string) => ({
    pid,
    kind: 'qa',
    title: pid,
    body: pid,
    source: pid,
    coverage: 1,
    score: 1,
  });
  it('ranks first what both lists find, then keeps the keyword order on ties', () => {
    const fused = fuse([entry('a'), entry('b'), entry('c')], [entry('c'), entry('d')], 4);
    expect(fused.map((e) => e.pid)).toEqual(['c', 'a', 'b', 'd']);
  });
});
