/** The `idrisk` command run in-process (runCli) with its output captured; each write ends with a newline. */
import { runCli } from '../../src/cli/index.js';

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export async function runCliCaptured(argv: readonly string[], env: Record<string, string | undefined>, options: { readonly tty?: boolean } = {}): Promise<CliRun> {
  let out = '';
  let err = '';
  const line = (t: string) => (t.endsWith('\n') ? t : `${t}\n`);
  const code = await runCli([...argv], { out: (t) => (out += line(t)), err: (t) => (err += line(t)), stderrIsTTY: options.tty ?? false }, env);
  return { code, out, err };
}
