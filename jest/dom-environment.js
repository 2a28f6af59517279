// jsdom plus the fetch globals of Node (Request, Response, Headers, fetch, and the AbortController
// whose signals they accept), which React Router's data router and the API client need. jsdom's own
// FormData stays: React builds one from a <form> on submit, and Node's cannot read an HTML form.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class DomEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      fetch,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
    });
  }
}

module.exports = DomEnvironment;
