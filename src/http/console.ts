/**
 * The operator console (docs/console.md): the static assets that `npm run build` bundles with Vite from console/ into
 * dist/console, read once at start and served from memory at /console. Every asset comes from idrisk itself; the
 * page runs under a strict Content-Security-Policy (no inline script or style, no eval, no other origin, never
 * framed). Paths under /console that are not a file are the application's own routes: they get index.html, whose
 * router draws the screen. Off with IDRISK_CONSOLE=off.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/errors.js';
import { packageRoot } from '../login/collector-bundle.js';

export const CONSOLE_PREFIX = '/console';
export const CONSOLE_DIR = join('dist', 'console');

/**
 * The console's policy: scripts, styles, images and calls from this origin only; no inline script or style
 * attribute in markup, no eval (no 'unsafe-eval'), no plugin, no framing, forms and <base> held to this origin.
 * Styles set through the CSSOM by the chart and graph libraries are not markup and need no 'unsafe-inline'.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

interface Asset {
  readonly body: Buffer;
  readonly gzip: Buffer | null;
  readonly type: string;
  /** Vite names built assets by content hash: they never change under their name. */
  readonly immutable: boolean;
}

export interface ConsoleAssets {
  /** Keyed by the path below /console/ (`index.html`, `assets/index-AbC123.js`). */
  readonly files: ReadonlyMap<string, Asset>;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** The built console, or null when it was not built (/console then answers 404 with how to build it). */
export function loadConsoleAssets(dir = join(packageRoot(), CONSOLE_DIR)): ConsoleAssets | null {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const files = new Map<string, Asset>();
  for (const full of walk(dir)) {
    const key = relative(dir, full).split(sep).join('/');
    const type = TYPES[extname(full)];
    if (!type) continue;
    const body = readFileSync(full);
    const compressible = /^(text|application\/json|image\/svg)/.test(type) && body.length > 512;
    files.set(key, { body, gzip: compressible ? gzipSync(body, { level: 9 }) : null, type, immutable: key.startsWith('assets/') });
  }
  return { files };
}

function send(request: FastifyRequest, reply: FastifyReply, asset: Asset): FastifyReply {
  reply.header('content-type', asset.type);
  reply.header('cache-control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('content-security-policy', CONSOLE_CSP);
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('vary', 'accept-encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (asset.gzip && /\bgzip\b/.test(accepts)) {
    reply.header('content-encoding', 'gzip');
    return reply.send(asset.gzip);
  }
  return reply.send(asset.body);
}

/**
 * GET /console and everything below it. Not in the OpenAPI document (a page, not an operation). A file under
 * assets/ that does not exist is a 404 problem (a stale page asking for an old chunk), never index.html.
 */
export function registerConsole(app: FastifyInstance, assets: ConsoleAssets | null): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!assets) throw new ApiError('NOT_FOUND', 'The operator console is not built; run `npm run build`');
    const path = request.url.split('?')[0].slice(CONSOLE_PREFIX.length).replace(/^\/+/, '');
    const file = assets.files.get(path);
    if (file && path !== 'index.html') return send(request, reply, file);
    if (path.startsWith('assets/') || extname(path) !== '') throw new ApiError('NOT_FOUND', `No console file ${path}`);
    return send(request, reply, assets.files.get('index.html')!);
  };
  const schema = { hide: true } as const;
  // /console and /console/ are one route (the app ignores trailing slashes): both get index.html.
  app.get(CONSOLE_PREFIX, { schema }, handler);
  app.get(`${CONSOLE_PREFIX}/*`, { schema }, handler);
}
