import '@testing-library/jest-dom';

// jsdom does not lay out pages; scrolling is a no-op there.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
