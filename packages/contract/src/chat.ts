// Consultations, chat sessions and requests, the chat WebSocket and the AI assistant.
export * from './chat/ai.ts';
export * from './chat/bar-associations.ts';
export * from './chat/consultants.ts';
export * from './chat/consultations.ts';
export * from './chat/paths.ts';
export * from './chat/sessions.ts';
export * from './chat/socket.ts';
export * from './chat/vocabulary.ts';
