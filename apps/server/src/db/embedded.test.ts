import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { privateAncestor } from './embedded.ts';

describe('the embedded database folder', () => {
  it('names the private folder PostgreSQL could not pass through', () => {
    const root = mkdtempSync(join(tmpdir(), 'vakilyar-private-'));
    mkdirSync(join(root, 'inner'), { mode: 0o700 });
    expect(privateAncestor(join(root, 'inner', 'data'))).toBe(join(root, 'inner'));
    expect(privateAncestor('/root/vakilyar/data')).toBe('/root');
  });

  it('finds none on a shared path', () => {
    expect(privateAncestor('/tmp/vakilyar-data')).toBeNull();
  });
});
