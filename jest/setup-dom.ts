import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; React Router's data APIs use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
