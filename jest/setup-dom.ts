import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom does not lay out pages; scrolling is a no-op there.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// The unit tests run beside the end-to-end tests on two cores (`pnpm test`): a screen that comes in 1.5 s
// instead of 0.3 s is slow, not wrong. findBy*/waitFor wait up to 5 s (a test file may set more).
configure({ asyncUtilTimeout: 5_000 });
