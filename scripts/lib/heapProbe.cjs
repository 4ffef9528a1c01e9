/**
 * Preloaded by bench:soak only (node --expose-gc --require scripts/lib/heapProbe.cjs, through
 * NODE_OPTIONS), never by the server itself: on SIGUSR2 it forces a full garbage collection and
 * writes the process's memory after it to HEAP_PROBE_DIR/<pid>-<n>.json, so the bench compares the
 * heap that is still referenced instead of what V8 happens to keep reserved. With
 * HEAP_PROBE_SNAPSHOT=1 it also writes a heap snapshot next to it (to diff in Chrome's DevTools).
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');

const dir = process.env.HEAP_PROBE_DIR;
if (dir && typeof global.gc === 'function') {
  const collect = global.gc;
  let count = 0;
  process.on('SIGUSR2', () => {
    count += 1;
    // Twice: objects freed by the first pass (weak references, finalisers) go in the second.
    collect();
    collect();
    const memory = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    const report = {
      pid: process.pid,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      rss: memory.rss,
      heapSizeLimit: heap.heap_size_limit,
      nativeContexts: heap.number_of_native_contexts,
    };
    const base = path.join(dir, `${process.pid}-${count}`);
    if (process.env.HEAP_PROBE_SNAPSHOT === '1') v8.writeHeapSnapshot(`${base}.heapsnapshot`);
    // Written under a temporary name and renamed, so the bench never reads half a file.
    fs.writeFileSync(`${base}.tmp`, JSON.stringify(report));
    fs.renameSync(`${base}.tmp`, `${base}.json`);
  });
}
