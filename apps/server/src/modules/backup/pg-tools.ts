import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backup-error.ts';

const run = promisify(execFile);

/** The major version in `pg_dump (PostgreSQL) 15.20 (Debian …)` or `server_version_num` 150020. */
export const majorOf = (version: string | number): number =>
  typeof version === 'number'
    ? Math.floor(version / 10_000)
    : Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);

async function versionOf(binary: string): Promise<string | null> {
  try {
    const { stdout } = await run(binary, ['--version']);
    return stdout.trim();
  } catch {
    return null;
  }
}

/**
 * The pg_dump or pg_restore for a server of the given major version: PG_BIN_DIR when set, Debian's
 * /usr/lib/postgresql/<major>/bin, then PATH. pg_dump must be at least the server's version (it refuses an
 * older one, and an older pg_restore cannot read a newer dump); the same major is preferred.
 */
export async function findPgTool(
  tool: 'pg_dump' | 'pg_restore',
  serverMajor: number,
): Promise<{ path: string; version: string }> {
  const candidates = [
    process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, tool) : undefined,
    `/usr/lib/postgresql/${serverMajor}/bin/${tool}`,
    tool,
  ].filter((c): c is string => !!c && (c === tool || existsSync(c)));
  const found: string[] = [];
  for (const path of candidates) {
    const version = await versionOf(path);
    if (!version) continue;
    found.push(version);
    if (majorOf(version) >= serverMajor) return { path, version };
  }
  throw new BackupError(
    `No ${tool} for PostgreSQL ${serverMajor} was found (${found.join('; ') || 'none on PATH'}); install postgresql-client-${serverMajor} or set PG_BIN_DIR.`,
  );
}

/** A connection URL without its password, and the password for PGPASSWORD (never on a command line). */
export function splitPassword(url: string): { url: string; password: string } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}

export async function runPgTool(path: string, args: string[], databaseUrl: string): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  try {
    await run(path, [...args, `--dbname=${url}`], {
      env: { ...process.env, PGPASSWORD: password },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new BackupError(
      `${path.split('/').pop()} failed: ${stderr.split('\n')[0] || (error as Error).message}`,
    );
  }
}
