import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { BackupError } from './backup-error.ts';
import { type BackupManifest, knownMigrations, listFiles, MANIFEST_NAME, sha256File } from './manifest.ts';

/**
 * Unpacks an archive into `into` and checks it whole before anything is restored: a readable tar, a
 * manifest, every member present with its checksum and nothing else, a schema this code knows.
 */
export async function unpackAndVerify(archive: string, into: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`Refused: there is no archive at ${archive}.`);
  const problems: string[] = [];
  await tar
    .x({ file: archive, cwd: into, strict: true, onwarn: (_code, message) => problems.push(String(message)) })
    .catch((error: Error) => problems.push(error.message));
  if (problems.length) {
    const reason = problems[0]?.split('\n')[0]?.replace(/\.$/, '');
    throw new BackupError(`Refused: ${archive} is incomplete or damaged (${reason}).`);
  }
  const manifestPath = join(into, MANIFEST_NAME);
  if (!existsSync(manifestPath)) {
    throw new BackupError(
      `Refused: ${archive} is incomplete or not a Vakilyar backup (no ${MANIFEST_NAME}).`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`Refused: the manifest of ${archive} is corrupted (not JSON).`);
  }
  if (manifest.format !== 'vakilyar-backup' || manifest.formatVersion !== 1 || !manifest.members) {
    throw new BackupError(`Refused: ${archive} is not a Vakilyar backup of a format this version reads.`);
  }
  const present = new Set((await listFiles(into)).filter((p) => p !== MANIFEST_NAME));
  for (const [path, expected] of Object.entries(manifest.members)) {
    if (!present.has(path)) {
      throw new BackupError(`Refused: ${archive} is incomplete: ${path} is missing.`);
    }
    const actual = await sha256File(join(into, path));
    if (actual.sha256 !== expected.sha256 || actual.size !== expected.size) {
      throw new BackupError(`Refused: ${archive} is corrupted: ${path} does not match its checksum.`);
    }
    present.delete(path);
  }
  const [extra] = present;
  if (extra) throw new BackupError(`Refused: ${archive} is corrupted: ${extra} is not in its manifest.`);
  const newest = knownMigrations().at(-1);
  if (newest && manifest.schema.when > newest.when) {
    throw new BackupError(
      `Refused: ${archive} comes from a newer schema (${manifest.schema.migration}) than this version knows (${newest.tag}); restore it with Vakilyar ${manifest.appVersion} or later.`,
    );
  }
  const dataMember = manifest.postgres.method === 'pg_dump' ? 'database.dump' : 'pgdata/PG_VERSION';
  if (!(dataMember in manifest.members)) {
    throw new BackupError(`Refused: ${archive} is incomplete: it holds no database (${dataMember}).`);
  }
  return manifest;
}
