// Runs a TypeScript module in a thread of Node's (a worker_threads Worker starts only JavaScript):
// `new Worker(<this file>, { workerData: { module, webWorkerScope?, data? } })`. The thread is a
// realm of its own, with its own prototypes, reached only by structured clones; the module reads
// `workerData.data` and answers through `parentPort`.
//
// With `webWorkerScope`, the module sees a dedicated Web Worker's global scope instead: its
// postMessage and 'message' listeners go through the thread's port (jsdom, where the desk's tests run,
// has no Worker). Messages sent before the module has run wait for it, as a browser holds them until
// a worker's script has run.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const listeners = new Set();
const early = [];
let loaded = !workerData.webWorkerScope;
const deliver = (data) => {
  for (const listener of listeners) listener({ data });
};
if (workerData.webWorkerScope) {
  parentPort.on('message', (data) => (loaded ? deliver(data) : early.push(data)));
  Object.assign(globalThis, {
    postMessage: (message) => parentPort.postMessage(message),
    addEventListener: (type, listener) => {
      if (type === 'message') listeners.add(listener);
    },
  });
}
await tsImport(workerData.module, import.meta.url);
loaded = true;
for (const data of early.splice(0)) deliver(data);
