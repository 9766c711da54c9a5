import type { Executor } from '../../db/client.ts';
import type { DemoUsers } from '../demo/demo.accounts.ts';

/** The demo lawyer's office: Persian clients, cases, documents and cabinets. */
export async function seedOfficeDemo(_tx: Executor, _demo: DemoUsers): Promise<void> {}
