import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; React Router's data APIs use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not lay out pages; scrolling is a no-op there.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
