/** Argument parsing for the CLI on node's util.parseArgs, with errors turned into UsageError. */
import { readFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './types.js';

export type Options = NonNullable<ParseArgsConfig['options']>;

export function parse(argv: string[], options: Options, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
  if (!parsed.values.help && parsed.positionals.length > positionals) {
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
  }
  return parsed as { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] };
}

export function intArg(value: unknown, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  if (typeof value !== 'string' || value.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`${name} must be an integer from ${min} to ${max}, got "${String(value)}"`);
  }
  return n;
}

export function urlArg(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new UsageError(`${name} needs a value`);
  try {
    const u = new URL(value);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
  } catch {
    throw new UsageError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

export function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`${name} is required`);
  return value;
}

/** A JSON file named by an option (a policy, a model), or a UsageError naming what is wrong. */
export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UsageError(`${file} is not JSON: ${(err as Error).message}`);
  }
}
