/** The `idrisk` command line: each command is one module under ./commands, registered in ./index.ts. */
import type { Config } from '../config/index.js';
import type { Services } from '../composition.js';

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  readonly stderrIsTTY: boolean;
}

export interface CliContext {
  readonly io: CliIO;
  readonly env: Record<string, string | undefined>;
  /** Parsed configuration (throws ConfigError with every bad key). */
  config(): Config;
  /**
   * Open the database (migrations applied) and the rest of the composition; close it when done. Without engines
   * unless `withEngines` (a command that scores, as `idrisk bulk --wait` does).
   */
  services(withEngines?: boolean): Promise<Services>;
  /** What an administrative command did (ids created, records erased), for its audit-trail entry. */
  auditDetail?(detail: Record<string, unknown>): void;
}

export interface CliCommand {
  /** First word(s) on the command line, e.g. `import` or `models`. */
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  /** argv holds the words after the command name. Returns the exit code. */
  run(argv: string[], ctx: CliContext): Promise<number>;
}

/** A bad-arguments error: the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
