/** The parsed type of a contract schema, without importing zod itself. */
export type Infer<Schema extends { parse: (input: unknown) => unknown }> = ReturnType<Schema['parse']>;
