import { customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The embedding of each retrieval unit of the AI assistant (a library article with its notes, or an admins'
 * entry), kept per embeddings model so a restart does not ask the provider again. `text_hash` is the
 * SHA-256 of the text embedded: a corrected article or an edited entry is embedded anew. `vector` holds
 * little-endian float32 values.
 */
export const aiUnitEmbeddings = pgTable(
  'ai_unit_embeddings',
  {
    unitKey: text().notNull(),
    model: text().notNull(),
    textHash: text().notNull(),
    vector: bytea().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitKey, t.model] })],
);
