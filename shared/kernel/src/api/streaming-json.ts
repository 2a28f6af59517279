/** One open container while scanning: an array, or an object and the key its next value belongs to. */
interface Frame {
  array: boolean;
  /** The key of the value being read (objects only). */
  key: string | undefined;
  /** The next string in this object is a key (after `{` or `,`), not a value. */
  expectKey: boolean;
}

/** Where the scan is relative to the array it parses while the text streams in. */
type Mode = 'before' | 'inside' | 'after' | 'whole';

const STRING_END = /["\\]/g;
const NOT_BLANK = /\S/;

/**
 * Parses a JSON text that arrives in pieces, so that a long array inside it is parsed while the rest
 * is still downloading instead of all at once after the last byte.
 *
 * The elements of the array at `arrayPath` (object keys from the root, e.g. `['Data', 'datas']`) are
 * parsed with `JSON.parse`, a batch at each {@link push}, as soon as they are complete; the text around
 * the array is parsed at {@link end}. The result is what `JSON.parse` of the whole text gives, and any
 * text `JSON.parse` rejects is rejected with a `SyntaxError`, at the latest by {@link end}. Texts where
 * the split could differ from `JSON.parse` (the path twice, through duplicate keys) are parsed whole.
 *
 * Only the structure is scanned here (strings skipped with `indexOf`-like searches); values are parsed
 * natively. A parser that builds values character by character in JavaScript took 8x as long as
 * `JSON.parse` on a 5,000-bond answer, which on a phone is longer than the download itself.
 */
export class StreamingJson {
  private readonly stack: Frame[] = [];
  private mode: Mode = 'before';
  private inString = false;
  private escaped = false;
  /** Raw text of the key being read, when it is a key that can be on the path. */
  private keyText: string[] | undefined;
  /** Every piece of text (for a whole parse) and the text outside the array, with `[]` in its place. */
  private readonly pieces: string[] = [];
  private readonly skeleton: string[] = [];
  /** Text of the array's elements not yet parsed (the start of an incomplete element). */
  private carry = '';
  /** Whether an element separator was seen in the array (then no element may be blank). */
  private separated = false;
  private readonly items: unknown[] = [];

  /**
   * @param arrayPath object keys from the root to the array parsed while the text streams in.
   * @param onElements called after each batch of the array's elements is parsed, with every element
   *   parsed so far: a live array, the very instance that ends up in the result, so it grows between
   *   calls. Nothing in it is checked, and the text may still turn out not to be JSON.
   */
  constructor(
    private readonly arrayPath: readonly string[],
    private readonly onElements?: (elements: readonly unknown[]) => void,
  ) {}

  /** Adds the next piece of the text; parses the array's elements completed by it. */
  push(text: string): void {
    this.pieces.push(text);
    if (this.mode === 'whole') return;
    let start = 0; // where the text not yet handed to the skeleton or the array begins
    let boundary = -1; // the last element separator of the array in this piece
    let index = 0;
    while (index < text.length) {
      if (this.inString) {
        index = this.skipString(text, index);
        continue;
      }
      const code = text.charCodeAt(index);
      const top = this.stack[this.stack.length - 1];
      if (code === 0x22 /* " */) {
        this.inString = true;
        if (top !== undefined && !top.array && top.expectKey && this.stack.length <= this.arrayPath.length) this.keyText = [];
      } else if (code === 0x7b /* { */) {
        this.stack.push({ array: false, key: undefined, expectKey: true });
      } else if (code === 0x5b /* [ */) {
        if (this.onPath()) {
          if (this.mode === 'after') {
            this.mode = 'whole'; // a second array on the path: only the whole text says which one counts
            return;
          }
          this.skeleton.push(text.slice(start, index), '[]');
          this.mode = 'inside';
          start = index + 1;
        }
        this.stack.push({ array: true, key: undefined, expectKey: false });
      } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
        if (this.mode === 'inside' && code === 0x5d && this.stack.length === this.arrayPath.length + 1) {
          this.parseElements(this.carry + text.slice(start, index), true);
          this.carry = '';
          this.mode = 'after';
          boundary = -1;
          start = index + 1;
        }
        this.stack.pop();
      } else if (code === 0x2c /* , */) {
        if (top !== undefined && !top.array) top.expectKey = true;
        else if (this.mode === 'inside' && this.stack.length === this.arrayPath.length + 1) boundary = index;
      } else if (code === 0x3a /* : */ && top !== undefined && !top.array) {
        top.expectKey = false;
      }
      index += 1;
    }
    if (this.mode === 'inside') {
      if (boundary >= start) {
        this.parseElements(this.carry + text.slice(start, boundary), false);
        this.carry = '';
        this.separated = true;
        start = boundary + 1;
      }
      this.carry += text.slice(start);
    } else {
      this.skeleton.push(text.slice(start));
    }
  }

  /**
   * The value of the whole text.
   * @throws SyntaxError when the text is not JSON.
   */
  end(): unknown {
    if (this.mode === 'whole') return JSON.parse(this.pieces.join('')) as unknown;
    if (this.mode === 'inside') throw new SyntaxError('Unexpected end of JSON input');
    const root = JSON.parse(this.skeleton.join('')) as unknown;
    if (this.mode === 'before') return root;
    // Duplicate keys can make JSON.parse keep another value than the one scanned: then parse it whole.
    const holder = this.arrayPath.slice(0, -1).reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), root);
    const last = this.arrayPath[this.arrayPath.length - 1] ?? '';
    if (!isRecord(holder) || !Array.isArray(holder[last]) || holder[last].length !== 0) return JSON.parse(this.pieces.join('')) as unknown;
    holder[last] = this.items;
    return root;
  }

  /** Moves past string text from `index` (inside a string); returns where scanning goes on. */
  private skipString(text: string, index: number): number {
    if (this.escaped) {
      this.escaped = false;
      this.keyText?.push(text.slice(index, index + 1));
      return index + 1;
    }
    STRING_END.lastIndex = index;
    const found = STRING_END.exec(text);
    if (found === null) {
      this.keyText?.push(text.slice(index));
      return text.length;
    }
    const at = found.index;
    if (text.charCodeAt(at) === 0x5c /* \ */) {
      this.keyText?.push(text.slice(index, at + 1));
      this.escaped = true;
      return at + 1;
    }
    this.inString = false;
    if (this.keyText !== undefined) {
      this.keyText.push(text.slice(index, at));
      const top = this.stack[this.stack.length - 1];
      if (top !== undefined) top.key = JSON.parse(`"${this.keyText.join('')}"`) as string;
      this.keyText = undefined;
    }
    return at + 1;
  }

  /** Whether a `[` here opens the array at the path (the value of its last key, through objects only). */
  private onPath(): boolean {
    if (this.stack.length !== this.arrayPath.length || this.arrayPath.length === 0) return false;
    return this.stack.every((frame, depth) => !frame.array && !frame.expectKey && frame.key === this.arrayPath[depth]);
  }

  /** Parses complete elements (the text between separators); the last batch may be empty only in `[]`. */
  private parseElements(text: string, last: boolean): void {
    if (!NOT_BLANK.test(text)) {
      if (last && !this.separated) return;
      throw new SyntaxError('Unexpected token in JSON array: an element is missing');
    }
    const batch = JSON.parse(`[${text}]`) as unknown[];
    for (const item of batch) this.items.push(item);
    if (batch.length > 0) this.onElements?.(this.items);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a response body as JSON, parsing the array at `arrayPath` while the body downloads
 * ({@link StreamingJson}, which also says what `onElements` gets). Without a body stream it reads the
 * text first.
 * @throws SyntaxError when the body is not JSON; the body's read error (an `AbortError` when aborted).
 */
export async function readJsonBody(response: Response, arrayPath: readonly string[], onElements?: (elements: readonly unknown[]) => void): Promise<unknown> {
  const json = new StreamingJson(arrayPath, onElements);
  const reader = response.body?.getReader();
  if (reader === undefined) {
    json.push(await response.text());
    return json.end();
  }
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      json.push(decoder.decode(value, { stream: true }));
    }
    json.push(decoder.decode());
  } catch (error) {
    // Stop downloading what can no longer be used; the error says why.
    reader.cancel().catch(() => undefined);
    throw error;
  }
  return json.end();
}
