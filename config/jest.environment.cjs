// jsdom with Node's own fetch, streams and AbortController, so the app under test talks HTTP to the
// real reference server. jsdom's AbortSignal is not accepted by Node's fetch, hence the swap.
const { TestEnvironment } = require('jest-environment-jsdom');

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
  }
}

module.exports = JsdomWithNodeFetch;
