// The notification module's tables (court notices and alarms).
export {};
