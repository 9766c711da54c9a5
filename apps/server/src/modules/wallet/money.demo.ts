import type { Executor } from '../../db/client.ts';
import type { DemoUsers } from '../demo/demo.accounts.ts';

/** Demo coin settings, packages and balances. */
export async function seedMoneyDemo(_tx: Executor, _demo: DemoUsers): Promise<void> {}
