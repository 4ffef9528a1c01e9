import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A freshly initialised PGlite data folder as a gzip tarball, cached in the temp folder.
 *
 * PGlite's initdb step takes seconds and leaves a few hundred MiB of WebAssembly memory behind that
 * the process never returns. It therefore runs once, in a worker thread whose memory goes away with
 * it; every new store (in memory, or a new data folder) starts from the tarball instead.
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

/** The cached template, made on first use. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = templateFile();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const bytes = await initdbInWorker();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } catch {
    // Only a cache: without it the next start runs initdb again.
  }
  return new Blob([new Uint8Array(bytes)]);
}

/** Drops a template that turned out unusable. */
export function forgetTemplate(): void {
  rmSync(templateFile(), { force: true });
}
