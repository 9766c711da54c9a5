import type { Tx } from '../../db/client.ts';
import type { DemoUsers } from '../demo/demo.accounts.ts';

/** Demo records of the chat module, on the first start outside production. */
export async function seedChatDemo(_tx: Tx, _demo: DemoUsers): Promise<void> {}
