// The chat module's tables (consultants, consultations, chat requests, sessions and messages, the AI knowledge base and its embeddings).
export { consultantProfiles } from './tables/consultants.ts';
export { consultations } from './tables/consultations.ts';
export { aiUnitEmbeddings } from './tables/embeddings.ts';
export { aiKnowledgeEntries, aiKnowledgeSeeds } from './tables/knowledge.ts';
export { chatMessages, chatRequests, chatSessions } from './tables/sessions.ts';
