/**
 * The CLI side of the management layer: commands that manage accounts, keys, credits, apps, jobs, operators and
 * personal data call src/admin (the same code as /admin/1.0) as the OS user (`cli:<user>`, every right: the CLI
 * already holds the database). A refused action (no such object, a state it does not apply to, a bad value) prints
 * its message and exits 2, as bad arguments do.
 */
import type { Services } from '../composition.js';
import { cliActorOf, type Actor } from '../admin/actor.js';
import { AdminError } from '../admin/errors.js';
import { cliActor } from '../privacy/audit.js';
import { UsageError, type CliContext } from './types.js';

export async function withAdmin<T>(ctx: CliContext, fn: (s: Services, actor: Actor) => Promise<T>): Promise<T> {
  const s = await ctx.services();
  try {
    return await fn(s, cliActorOf(cliActor(ctx.env)));
  } catch (err) {
    if (err instanceof AdminError && err.code !== 'INTERNAL_ERROR') {
      const field = err.errors[0];
      throw new UsageError(field && !err.message.includes(field.field) ? `${field.field} ${field.message}` : err.message);
    }
    throw err;
  } finally {
    await s.close();
  }
}

/** Every page of a paginated admin list (the CLI prints whole lists). */
export async function allPages<T>(fetch: (cursor?: string) => Promise<{ items: T[]; nextCursor: string | null }>): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetch(cursor);
    out.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return out;
}
