/** A refusal or failure the backup and restore commands print as one line. */
export class BackupError extends Error {}
