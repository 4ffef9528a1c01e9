// jsdom with Node's own fetch, streams and AbortController, so the app under test talks HTTP to the
// real reference server. jsdom's AbortSignal is not accepted by Node's fetch, hence the swap.
// It also hands the files the worker's server pool (useServer in __tests__/support/server.ts).
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * Loaded on first use, outside the files' module sandboxes (jest loads this environment once per
 * worker), so its servers outlive a file and serve the next one with the same settings.
 */
let pool = null;
const serverPool = {
  borrow(env) {
    pool ??= require('tsx/cjs/api').require('../__tests__/support/serverPool.ts', __filename).serverPool;
    return pool.borrow(env);
  },
};

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'TransformStream',
      'WritableStream',
      'structuredClone',
      'BroadcastChannel',
      'setImmediate',
      'clearImmediate',
      'MessageChannel',
    ]) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
    g.__serverPool = serverPool;
  }
}

module.exports = JsdomWithNodeFetch;
