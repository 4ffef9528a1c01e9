import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A freshly initialised PGlite data folder as a gzip tarball, cached in the temp folder, and the same
 * with the migrations applied.
 *
 * PGlite's initdb step takes seconds and leaves a few hundred MiB of WebAssembly memory behind that
 * the process never returns. It therefore runs once, in a worker thread whose memory goes away with
 * it; every new store (in memory, or a new data folder) starts from the tarball instead. Applying the
 * migrations to a new store takes another second, so the first store to do it keeps a tarball of the
 * result (store.ts), which every later store with the same migrations starts from.
 */
const PGLITE_ENTRY = require.resolve('@electric-sql/pglite');

function pgliteVersion(): string {
  const manifest = path.join(path.dirname(PGLITE_ENTRY), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

// Plain JavaScript, so the worker runs the same under tsx, jest or a bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.entry);
(async () => {
  const pg = await PGlite.create();
  const dump = await pg.dumpDataDir('gzip');
  const bytes = new Uint8Array(await dump.arrayBuffer());
  await pg.close();
  parentPort.postMessage(bytes, [bytes.buffer]);
})().catch((error) => { throw error; });
`;

function initdbInWorker(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry: PGLITE_ENTRY } });
    worker.once('message', (bytes: Uint8Array) => {
      resolve(bytes);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`initdb worker exited with ${code}`));
    });
  });
}

export function templateFile(): string {
  return path.join(os.tmpdir(), 'klantportaal-pglite', `initdb-${pgliteVersion()}.tar.gz`);
}

/**
 * Where the template with the migrations applied is kept: named after PGlite's version and the
 * migrations' names and text, so a changed or added migration never finds an old one.
 */
export function migratedTemplateFile(migrations: readonly { version: string; sql: string }[]): string {
  const hash = createHash('sha256');
  for (const { version, sql } of migrations) hash.update(version).update('\0').update(sql).update('\0');
  const key = hash.digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), 'klantportaal-pglite', `migrated-${pgliteVersion()}-${key}.tar.gz`);
}

/** Writes a template atomically (another process may be reading or writing the same file). */
export function keepTemplate(file: string, bytes: Uint8Array): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } catch {
    // Only a cache: without it the next start makes it again.
  }
}

/** A kept template, or null when there is none. */
export function keptTemplate(file: string): Blob | null {
  return existsSync(file) ? new Blob([readFileSync(file)]) : null;
}

/** The cached initdb template, made on first use. */
export async function pgliteTemplate(): Promise<Blob> {
  const kept = keptTemplate(templateFile());
  if (kept) return kept;
  const bytes = await initdbInWorker();
  keepTemplate(templateFile(), bytes);
  return new Blob([new Uint8Array(bytes)]);
}

/** Drops a template that turned out unusable. */
export function forgetTemplate(file: string = templateFile()): void {
  rmSync(file, { force: true });
}
