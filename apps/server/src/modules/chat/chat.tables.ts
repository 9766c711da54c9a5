// The chat module's tables (consultations, chat sessions and requests, the chat WebSocket, the AI assistant).
export {};
