import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { aiUnitEmbeddings } from '../../tables/embeddings.ts';
import { type LegalIndex, unitAt } from '../legal-index.ts';
import { EMBEDDING_BATCH, type EmbeddingsClient } from './embeddings-client.ts';

export interface Nearest {
  position: number;
  similarity: number;
}

export interface SemanticSearch {
  /** Embeds every unit of the index not embedded yet with its current text; one run at a time. */
  refresh(index: LegalIndex): Promise<void>;
  /** The units nearest the text, best first (only those embedded so far). */
  nearest(index: LegalIndex, text: string, limit: number): Promise<Nearest[]>;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const toBytes = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
const fromBytes = (bytes: Buffer) => {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return new Float32Array(copy);
};

const UNITS = new WeakMap<LegalIndex, { key: string; hash: string; text: string }[]>();

/** Each unit's key, text and the hash of its text, worked out once per index. */
function unitsOf(index: LegalIndex) {
  let units = UNITS.get(index);
  if (!units) {
    units = index.units.map((_, position) => {
      const unit = unitAt(index, position);
      const text = unit?.text ?? '';
      return { key: unit?.key ?? '', hash: hashOf(text), text };
    });
    UNITS.set(index, units);
  }
  return units;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/**
 * Semantic retrieval over the legal index, when the operator configures an embeddings provider: each unit's
 * embedding is kept in PostgreSQL (per model, re-embedded when its text changes) and held in memory; a
 * question is embedded once and compared with all of them (a few thousand dot products).
 */
export function createSemanticSearch(db: Db, client: EmbeddingsClient): SemanticSearch {
  const vectors = new Map<string, { hash: string; vector: Float32Array }>();
  let loaded = false;
  let running: Promise<void> | null = null;

  async function load() {
    if (loaded) return;
    const rows = await db.select().from(aiUnitEmbeddings).where(eq(aiUnitEmbeddings.model, client.model));
    for (const row of rows) vectors.set(row.unitKey, { hash: row.textHash, vector: fromBytes(row.vector) });
    loaded = true;
  }

  async function embedMissing(index: LegalIndex) {
    await load();
    const missing = unitsOf(index).filter((unit) => unit.key && vectors.get(unit.key)?.hash !== unit.hash);
    for (let at = 0; at < missing.length; at += EMBEDDING_BATCH) {
      const batch = missing.slice(at, at + EMBEDDING_BATCH);
      const embedded = await client.embed(batch.map((unit) => unit.text));
      const rows = batch.map((unit, i) => ({
        unitKey: unit.key,
        model: client.model,
        textHash: unit.hash,
        vector: toBytes(embedded[i] ?? new Float32Array()),
      }));
      // Two processes starting together may embed the same units: the later write wins, both are the same.
      await db
        .insert(aiUnitEmbeddings)
        .values(rows)
        .onConflictDoUpdate({
          target: [aiUnitEmbeddings.unitKey, aiUnitEmbeddings.model],
          set: { textHash: sql`excluded.text_hash`, vector: sql`excluded.vector`, updatedAt: sql`now()` },
        });
      batch.forEach((unit, i) => {
        const vector = embedded[i];
        if (vector) vectors.set(unit.key, { hash: unit.hash, vector });
      });
    }
  }

  return {
    refresh(index) {
      running ??= embedMissing(index).finally(() => {
        running = null;
      });
      return running;
    },
    async nearest(index, text, limit) {
      await load();
      const [question] = await client.embed([text]);
      if (!question) return [];
      const found: Nearest[] = [];
      unitsOf(index).forEach((unit, position) => {
        const stored = vectors.get(unit.key);
        if (stored && stored.hash === unit.hash)
          found.push({ position, similarity: dot(question, stored.vector) });
      });
      return found.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
    },
  };
}
