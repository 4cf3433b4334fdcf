// Where a page's JavaScript bytes go: for the chunks a page loads, the gzip -9 bytes of each
// package or source folder, read from the build's source maps. Run on a build:
//   npx tsx tests/bench/bytes-by-module.ts web/dist index.html src/app/auth-route.tsx … [--modules]
// Each argument after the build's folder is a key of Vite's manifest (the chunk and what it
// imports statically) or a chunk's file (assets/x.js, alone). A chunk's gzipped size is shared
// among its modules in proportion to each one's own gzipped code, so the rows add up to what the
// browser downloads (javascript.bench.ts measures the same gzip -9 of each script).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestEntry = { file: string; imports?: string[] };
type SourceMap = { sources: string[]; mappings: string };

const KB = 1024;
const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The generated code of each source of a chunk: every mapped range, to the next segment. */
export function codeBySource(code: string, map: SourceMap): Map<string, string> {
  const bySource = new Map<string, string>();
  const add = (source: string, text: string) => bySource.set(source, (bySource.get(source) ?? '') + text);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((mapping, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    let owner = '(unmapped)';
    let start = 0;
    for (const segment of mapping.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(owner, line.slice(start, column));
      start = column;
      if (sourceDelta === undefined) {
        owner = '(unmapped)';
      } else {
        sourceIndex += sourceDelta;
        owner = map.sources[sourceIndex] ?? '(unmapped)';
      }
    }
    add(owner, line.slice(start) + '\n');
  });
  return bySource;
}

/** A package (`react-dom`, `@rocicorp/zero`) or a folder of ours (`web/src/features/home`). */
export function groupOf(source: string): string {
  const normalized = source.replaceAll('\\', '/');
  // The innermost package: a dependency nested in another's node_modules is its own.
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(normalized.slice(normalized.lastIndexOf('node_modules/')));
  if (inPackage?.[1]) return inPackage[1];
  // Source maps name our files from the chunk's folder: ../../src/… and ../../../core/… from
  // web/dist/assets, ../../checkout/web/src/… from a build elsewhere.
  const ours = /^(?:\.\.\/)+(?:[^/]+\/)*?(?:web\/)?(src|core)\/(.*)$/.exec(normalized);
  if (!ours?.[2]) return normalized;
  const root = ours[1] === 'src' ? 'web/src' : 'core';
  const parts = ours[2].split('/');
  // A feature stands for its files, a shared folder of the app or of core for its own.
  const depth = root === 'web/src' && parts[0] === 'features' ? 2 : 1;
  return [root, ...parts.slice(0, Math.min(depth, parts.length - 1))].join('/');
}

function chunksOf(dist: string, starts: string[]): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  for (const start of starts) {
    if (manifest[start]) visit(start);
    else files.add(start);
  }
  return [...files];
}

/** Gzipped bytes per module of the given chunks; the chunks' own gzipped total. */
export function bytesByModule(dist: string, chunks: string[]): { total: number; modules: Map<string, number> } {
  const modules = new Map<string, number>();
  let total = 0;
  for (const file of chunks) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const mapFile = path.join(dist, `${file}.map`);
    // Rolldown's runtime (a few hundred bytes) is written without a map.
    const map: SourceMap = existsSync(mapFile)
      ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap)
      : { sources: [file], mappings: 'AAAA' };
    const chunkBytes = gzipSize(code);
    total += chunkBytes;
    const own = [...codeBySource(code, map)].map(([source, text]) => [source, gzipSize(text)] as const);
    const ownTotal = own.reduce((sum, [, bytes]) => sum + bytes, 0);
    for (const [source, bytes] of own) {
      modules.set(source, (modules.get(source) ?? 0) + (chunkBytes * bytes) / ownTotal);
    }
  }
  return { total, modules };
}

function main() {
  const [dist, ...rest] = process.argv.slice(2);
  if (!dist || rest.length === 0) throw new Error('usage: bytes-by-module.ts DIST MANIFEST_KEY|CHUNK… [--modules]');
  const perModule = rest.includes('--modules');
  const chunks = chunksOf(
    dist,
    rest.filter((arg) => arg !== '--modules'),
  );
  const { total, modules } = bytesByModule(dist, chunks);
  const rows = new Map<string, number>();
  for (const [source, bytes] of modules) {
    const key = perModule ? source.replace(/^(\.\.\/)+(work\/main\/)?/, '') : groupOf(source);
    rows.set(key, (rows.get(key) ?? 0) + bytes);
  }
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  console.log(`${chunks.length} chunks, ${kb(total)} KB gzipped\n`);
  console.log('| module | KB (gzip -9) |\n|---|---:|');
  for (const [key, bytes] of [...rows].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 0.05 * KB) console.log(`| ${key} | ${kb(bytes)} |`);
  }
}

if (process.argv[1] === import.meta.filename) main();
