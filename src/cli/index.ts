/**
 * The `idrisk` command. Every command takes --json for machine-readable output; bad arguments print a clear
 * message with the usage and exit 2; a bad configuration lists every bad key and exits 78.
 */
import { ConfigError, loadConfig, type Config } from '../config/index.js';
import { compose } from '../composition.js';
import { UsageError, type CliCommand, type CliContext, type CliIO } from './types.js';
import { serveCommand } from './commands/serve.js';
import { migrateCommand } from './commands/migrate.js';
import { accountsCommand } from './commands/accounts.js';
import { keysCommand } from './commands/keys.js';
import { creditsCommand } from './commands/credits.js';
import { modelsCommand } from './commands/models.js';
import { policiesCommand } from './commands/policies.js';
import { listsCommand } from './commands/lists.js';
import { bulkCommand } from './commands/bulk.js';
import { reportCommand } from './commands/report.js';
import { importCommand } from './commands/import.js';
import { appsCommand } from './commands/apps.js';
import { workerCommand } from './commands/worker.js';
import { jobsCommand } from './commands/jobs.js';
import { refreshCommand } from './commands/refresh.js';
import { auditCommand, eraseCommand, exportSubjectCommand, pruneCommand } from './commands/privacy.js';
import { recordCliAction } from '../privacy/audit-cli.js';
import { operatorsCommand } from './commands/operators.js';
import { reviewsCommand } from './commands/reviews.js';

export const COMMANDS: CliCommand[] = [
  serveCommand, workerCommand, jobsCommand, migrateCommand, accountsCommand, keysCommand, creditsCommand, modelsCommand, policiesCommand, listsCommand, reviewsCommand, bulkCommand, reportCommand, importCommand, refreshCommand, appsCommand,
  eraseCommand, exportSubjectCommand, pruneCommand, auditCommand, operatorsCommand,
];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return ['usage: idrisk <command> [options]', '', 'commands:', ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`), '', 'Run `idrisk <command> --help` for the options of one command.'].join('\n');
}

export async function runCli(argv: string[], io: CliIO, env: Record<string, string | undefined> = process.env): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`idrisk: unknown command "${name}"\n\n${help()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`usage:\n${command.usage.replace(/^/gm, '  ')}`);
    return 0;
  }
  let config: Config | undefined;
  let detail: Record<string, unknown> | null = null;
  const ctx: CliContext = {
    io,
    env,
    config: () => (config ??= loadConfig(env)),
    services: (withEngines?: boolean) => compose(ctx.config(), { products: withEngines === true }),
    auditDetail: (d) => {
      detail = { ...detail, ...d };
    },
  };
  let code: number | null = null;
  let failure: unknown = null;
  try {
    code = await command.run(rest, ctx);
    return code;
  } catch (err) {
    failure = err;
    if (err instanceof UsageError) {
      io.err(`idrisk ${name}: ${err.message}\n\nusage:\n${command.usage.replace(/^/gm, '  ')}`);
      return 2;
    }
    if (err instanceof ConfigError) {
      io.err(`idrisk: ${err.message}`);
      return 78;
    }
    io.err(`idrisk ${name}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    // The audit trail (src/privacy/audit.ts): administrative commands that ran (not refused arguments).
    if (config && !(failure instanceof UsageError) && !(failure instanceof ConfigError)) {
      await recordCliAction(config, env, name, rest, code === 0 ? 'ok' : 'failed', failure ? { error: failure instanceof Error ? failure.message : String(failure) } : detail).catch((err: unknown) => {
        io.err(`idrisk ${name}: could not write the audit trail: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
  }
}
