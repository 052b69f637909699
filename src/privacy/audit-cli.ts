/** Writing the audit-trail entry of one CLI command (called by src/cli/index.ts after the command ran). */
import type { Config } from '../config/index.js';
import { openStore } from '../store/db.js';
import { AuditLog, auditedAction, cliActor } from './audit.js';

export async function recordCliAction(
  config: Config,
  env: Record<string, string | undefined>,
  command: string,
  argv: readonly string[],
  outcome: 'ok' | 'failed',
  detail: Record<string, unknown> | null,
): Promise<void> {
  const action = auditedAction(command, argv);
  if (!action) return;
  const store = await openStore(config.database);
  try {
    await new AuditLog(store.db).record({ actor: cliActor(env), action: action.action, args: action.args, outcome, detail });
  } finally {
    await store.close();
  }
}
