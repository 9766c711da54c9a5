// Requests and responses of the notification module (court notices and alarms).
export {};
