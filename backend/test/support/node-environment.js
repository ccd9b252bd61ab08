// Jest's Node environment, plus the process-wide undici dispatcher that Node's fetch
// keeps on the real global object. SDKs that dispatch through it (@google/genai) need
// to see it from inside the test sandbox, as they do in a plain Node process.
const { TestEnvironment } = require('jest-environment-node');

const DISPATCHER = Symbol.for('undici.globalDispatcher.1');

class NodeEnvironmentWithUndici extends TestEnvironment {
  async setup() {
    await super.setup();
    if (!globalThis[DISPATCHER]) new Headers();
    this.global[DISPATCHER] = globalThis[DISPATCHER];
  }
}

module.exports = NodeEnvironmentWithUndici;
