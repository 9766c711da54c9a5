// Requests and responses of the chat module (consultations, chat sessions and requests, the chat WebSocket, the AI assistant).
export {};
