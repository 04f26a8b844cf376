import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these and react-router 7 needs them (TOOLCHAIN "Front end" gotchas); imported first by a pact
// test that runs in jsdom (the pact config has no DOM set-up file).
Object.assign(globalThis, { TextEncoder, TextDecoder });
