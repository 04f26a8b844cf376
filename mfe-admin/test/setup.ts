import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these and react-router 7 needs them (TOOLCHAIN "Front end").
Object.assign(globalThis, { TextEncoder, TextDecoder });
