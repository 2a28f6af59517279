// Limits on what a request may make the sandbox do or say, shared by the body parsers, the error
// answers and the handlers.

/**
 * Deepest nesting of objects and arrays a JSON body (or a JSON string inside one, such as DataContent)
 * may have. Contract bodies are 4 levels deep and the front end's logs are flat; deeper input is
 * refused before it is parsed, so nothing recursive downstream (masking, storing, answering) meets it.
 */
export const MAX_JSON_DEPTH = 32;

/** Most characters of a submitted value a message may quote. */
export const MAX_ECHO_CHARS = 40;

/** Longest Message any answer carries: a last guard for messages that quote what was sent. */
export const MAX_MESSAGE_CHARS = 400;

/**
 * True when the JSON text nests objects/arrays deeper than `maxDepth`. One pass over the characters,
 * skipping string contents; it does not validate the JSON (the parser does that afterwards).
 */
export function jsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** Submitted text as a message may quote it: cut to {@link MAX_ECHO_CHARS} characters with an ellipsis. */
export function cut(text: string): string {
  return text.length > MAX_ECHO_CHARS ? `${text.slice(0, MAX_ECHO_CHARS)}…` : text;
}

/** A submitted value as a message may quote it: as JSON (strings in quotes), cut like {@link cut}. */
export function echo(value: unknown): string {
  try {
    return cut(JSON.stringify(value) ?? String(value));
  } catch {
    return cut(String(value));
  }
}

/** Error for a body nested deeper than {@link MAX_JSON_DEPTH}: the error handler answers it 400/4000. */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'SANDBOX_JSON_TOO_DEEP';
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/** The zh-TW message for {@link JsonTooDeepError}. */
export const JSON_TOO_DEEP_MESSAGE = `請求內容的 JSON 巢狀層數超過 ${MAX_JSON_DEPTH} 層。`;
