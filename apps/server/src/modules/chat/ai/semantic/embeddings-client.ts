export interface EmbeddingsOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface EmbeddingsClient {
  model: string;
  /** One unit-length vector per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** Texts per request: providers cap a batch (OpenAI at 2,048 inputs), and a long batch holds one socket long. */
export const EMBEDDING_BATCH = 64;

const unitLength = (values: number[]): Float32Array => {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
};

/** Any OpenAI-compatible `/embeddings` endpoint (AI_BASE_URL, AI_API_KEY, AI_EMBEDDING_MODEL). */
export function createEmbeddingsClient(options: EmbeddingsOptions): EmbeddingsClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
  const doFetch = options.fetch ?? fetch;
  return {
    model: options.model,
    async embed(texts) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, input: texts }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      if (!response.ok) throw new Error(`embeddings endpoint answered ${response.status}`);
      const body = (await response.json()) as { data?: { index?: number; embedding?: unknown }[] };
      const rows = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      if (rows.length !== texts.length) throw new Error('embeddings endpoint answered a different count');
      return rows.map((row) => {
        if (!Array.isArray(row.embedding) || !row.embedding.every((v) => typeof v === 'number'))
          throw new Error('embeddings endpoint answered no vector');
        return unitLength(row.embedding);
      });
    },
  };
}
