import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import * as tar from 'tar';
import { BackupError } from './backup-error.ts';
import { type BackupManifest, knownMigrations, listFiles, MANIFEST_NAME, sha256File } from './manifest.ts';

/** What a Vakilyar archive holds: plain files and folders (tar's own header entries never reach us). */
const PLAIN_MEMBERS = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** Why a member may not be unpacked (it would land outside the folder, or is a link), or undefined. */
function hostileMember(path: string, type: string): string | undefined {
  const parts = path.split(/[\\/]/);
  if (isAbsolute(path) || /^[a-zA-Z]:/.test(path) || parts.includes('..'))
    return `its member ${JSON.stringify(path)} climbs out of the archive's folder`;
  if (!PLAIN_MEMBERS.has(type))
    return `its member ${JSON.stringify(path)} is a link or special file (${type})`;
  return undefined;
}

const firstLine = (problems: string[]) => problems[0]?.split('\n')[0]?.replace(/\.$/, '');

/**
 * Reads the archive's list of members without writing anything: a damaged tar, or a member that climbs
 * out with `../` or is a link, is refused here, so a refusal never leaves half an archive behind.
 */
async function refuseHostileMembers(archive: string): Promise<void> {
  const problems: string[] = [];
  let hostile: string | undefined;
  await tar
    .t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        hostile ??= hostileMember(entry.path, entry.type);
      },
      onwarn: (_code, message) => problems.push(String(message)),
    })
    .catch((error: Error) => problems.push(error.message));
  if (problems.length) {
    throw new BackupError(`Refused: ${archive} is incomplete or damaged (${firstLine(problems)}).`);
  }
  if (hostile) throw new BackupError(`Refused: ${archive} is not a Vakilyar backup: ${hostile}.`);
}

/**
 * Unpacks an archive into `into` and checks it whole before anything is restored: a readable tar of
 * plain files inside its folder, a manifest, every member present with its checksum and nothing else, a
 * schema this code knows.
 */
export async function unpackAndVerify(archive: string, into: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`Refused: there is no archive at ${archive}.`);
  await refuseHostileMembers(archive);
  const problems: string[] = [];
  await tar
    .x({
      file: archive,
      cwd: into,
      strict: true,
      // Listed as plain above; checked again as written, should the file change in between.
      filter: (path, entry) => !hostileMember(path, 'type' in entry ? entry.type : 'File'),
      onwarn: (_code, message) => problems.push(String(message)),
    })
    .catch((error: Error) => problems.push(error.message));
  if (problems.length) {
    throw new BackupError(`Refused: ${archive} is incomplete or damaged (${firstLine(problems)}).`);
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
