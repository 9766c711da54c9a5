// How a client row is read (with who created and last changed it), shown, searched and written.
import type { Client, CreateClientRequest } from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { keyOf } from './search-sql.ts';
import { caseClients } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';
import { userRefOf } from './user-ref.ts';

export const createdBy = alias(users, 'client_created_by');
export const updatedBy = alias(users, 'client_updated_by');
const userRef = <T extends typeof createdBy | typeof updatedBy>(u: T) => ({
  pid: u.pid,
  first_name: u.firstName,
  last_name: u.lastName,
});

export const clientSelection = {
  row: officeClients,
  createdBy: userRef(createdBy),
  updatedBy: userRef(updatedBy),
  casesCount: sql<number>`(select count(*) from ${caseClients} where ${caseClients.clientId} = ${officeClients.id})::int`,
};

type ClientRow = typeof officeClients.$inferSelect;

type UserCols = Parameters<typeof userRefOf>[0];

export function present(r: {
  row: ClientRow;
  createdBy: UserCols;
  updatedBy: UserCols;
  casesCount: number;
}): Client {
  const c = r.row;
  return {
    pid: c.pid,
    first_name: c.firstName,
    last_name: c.lastName,
    full_name: `${c.firstName} ${c.lastName}`,
    national_code: c.nationalCode,
    mobile: c.mobile,
    email: c.email,
    father_name: c.fatherName,
    birth_date: c.birthDate,
    address: c.address,
    notes: c.notes,
    has_account: c.userId !== null,
    cases_count: r.casesCount,
    created_by: userRefOf(r.createdBy),
    updated_by: userRefOf(r.updatedBy),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** A name of several words also written as one («علی‌رضا» is often typed «علیرضا»), or null. */
function joined(name: string): string | null {
  const key = keyOf(name);
  return key?.includes(' ') ? key.replaceAll(' ', '') : null;
}

/** The shadow columns of a client, from its fields. */
export function clientSearchColumns(c: {
  firstName: string;
  lastName: string;
  nationalCode: string;
  mobile: string;
  fatherName?: string | null;
  email?: string | null;
}) {
  const parts = [c.firstName, c.lastName, c.nationalCode, c.mobile, c.fatherName, c.email];
  return {
    firstNameKey: keyOf(c.firstName) ?? '',
    lastNameKey: keyOf(c.lastName) ?? '',
    searchText: keyOf([...parts, joined(c.firstName), joined(c.lastName)].join(' ')) ?? '',
  };
}

export const fieldsOf = (input: Partial<CreateClientRequest>) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  nationalCode: input.national_code,
  mobile: input.mobile,
  email: input.email,
  fatherName: input.father_name,
  birthDate: input.birth_date,
  address: input.address,
  notes: input.notes,
});
