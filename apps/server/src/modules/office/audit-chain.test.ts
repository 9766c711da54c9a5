import { describe, expect, it } from 'vitest';
import { auditHash, canonicalJson, changesOf } from './audit-chain.ts';

describe('audit chain hashing', () => {
  it('hashes the same content the same way whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    const row = {
      officeId: 1,
      seq: 1,
      actorId: 2,
      actorPid: 'p',
      actorName: 'مریم احمدی',
      access: 'owner',
      action: 'create',
      entityType: 'case',
      entityPid: 'c',
      entityLabel: 'عنوان',
      casePid: 'c',
      details: { z: 1, a: 2 },
      ip: '127.0.0.1',
      createdAt: new Date('2024-01-01T00:00:00.123Z'),
      prevHash: '0'.repeat(64),
    };
    expect(auditHash(row)).toBe(auditHash({ ...row, details: { a: 2, z: 1 } }));
    expect(auditHash(row)).not.toBe(auditHash({ ...row, actorName: 'دیگری' }));
    expect(auditHash(row)).not.toBe(auditHash({ ...row, prevHash: '1'.repeat(64) }));
  });

  it('records field changes in snake_case and cuts long texts', () => {
    const changes = changesOf(
      { caseNumber: '1', title: 'a', notes: null },
      { caseNumber: '2', title: 'a', notes: 'x'.repeat(300) },
    );
    expect(Object.keys(changes)).toEqual(['case_number', 'notes']);
    expect(String(changes.notes?.to)).toHaveLength(201);
  });
});
