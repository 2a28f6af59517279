import { readJsonBody, StreamingJson } from './streaming-json';

const PATH = ['Data', 'datas'] as const;

/** Parses `text` fed in the given pieces. */
function parseInPieces(pieces: readonly string[], path: readonly string[] = PATH): unknown {
  const json = new StreamingJson(path);
  for (const piece of pieces) json.push(piece);
  return json.end();
}

/** Every way of cutting `text` in two, plus one piece per character. */
function splits(text: string): string[][] {
  const cuts: string[][] = [[text], [...text]];
  for (let at = 1; at < text.length; at += 1) cuts.push([text.slice(0, at), text.slice(at)]);
  return cuts;
}

const ANSWER = JSON.stringify({
  StatusCode: '0000',
  Message: '成功 "引號" \\ 反斜線 \u2028',
  Data: {
    count: 3,
    datas: [
      { isin: 'US458140L', name: '英特爾 2029/04/14 到期 [零息]', tags: ['a', ['b', { c: '}' }]], price: 98.5, ok: true, none: null },
      { isin: 'XS\\"1', name: 'emoji 😀 and \\u escapes \u00e9', nested: { datas: [1, 2] } },
      [1, '2', { Data: { datas: [] } }],
    ],
    after: { datas: ['not this one'] },
  },
  Trailer: [{ Data: 1 }],
});

describe('StreamingJson', () => {
  it('gives what JSON.parse gives, wherever the text is cut', () => {
    const expected: unknown = JSON.parse(ANSWER);
    for (const pieces of splits(ANSWER)) expect(parseInPieces(pieces)).toEqual(expected);
  });

  it('gives what JSON.parse gives for texts without the array, or with it empty, odd or spaced out', () => {
    const texts = [
      '{"StatusCode":"0000","Data":{"datas":[]}}',
      ' { "Data" : { "datas" : [ ] } } ',
      '{"Data":{"datas":[ 1 , 2 ,3 ]}}',
      '{"Data":null}',
      '{"Data":{"datas":"text"}}',
      '{"Data":{"datas":{"0":1}}}',
      '[{"Data":{"datas":[1]}}]',
      '"just a string"',
      '42',
      '{"D\\u0061ta":{"datas":[{"a":1}]}}',
      '{"Data":{"datas":[1]},"Data":{"x":1}}',
      '{"Data":{"x":1},"Data":{"datas":[1]}}',
      '{"Data":{"datas":[1]},"Data":{"datas":[2]}}',
      '{"Data":{"datas":[1],"datas":[2]}}',
      '\n{"Data":{"datas":[{"k":"a\\\\"},{"k":"\\\\\\""}]}}\n',
    ];
    for (const text of texts) {
      for (const pieces of splits(text)) expect(parseInPieces(pieces)).toEqual(JSON.parse(text));
    }
  });

  it('parses the array while the text still streams in', () => {
    const json = new StreamingJson(PATH);
    json.push('{"StatusCode":"0000","Data":{"datas":[{"n":1},{"n":');
    json.push('2},{"n":3}');
    // The two complete elements are parsed already: an error in them would have thrown.
    expect(() => new StreamingJson(PATH).push('{"Data":{"datas":[{"n":1},{"n":x},')).toThrow(SyntaxError);
    json.push(']}}');
    expect(json.end()).toEqual({ StatusCode: '0000', Data: { datas: [{ n: 1 }, { n: 2 }, { n: 3 }] } });
  });

  it.each([
    ['a missing element', '{"Data":{"datas":[1,,2]}}'],
    ['a trailing comma', '{"Data":{"datas":[1,2,]}}'],
    ['a leading comma', '{"Data":{"datas":[,1]}}'],
    ['a lone comma', '{"Data":{"datas":[,]}}'],
    ['a cut-off answer', '{"Data":{"datas":[{"n":1},{"n":2'],
    ['a cut-off string', '{"Data":{"datas":[{"n":"abc'],
    ['an unclosed array', '{"Data":{"datas":[1,2}}'],
    ['a bad element', '{"Data":{"datas":[{"n":1},{n:2}]}}'],
    ['two elements without a comma', '{"Data":{"datas":[1 2]}}'],
    ['text after the value', '{"Data":{"datas":[1]}} x'],
    ['a bad envelope', '{"Data":{"datas":[1]},}'],
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>'],
    ['nothing', ''],
  ])('rejects %s with a SyntaxError, as JSON.parse does', (_name, text) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    for (const pieces of splits(text)) expect(() => parseInPieces(pieces)).toThrow(SyntaxError);
  });
});

/** A response whose body arrives in the given byte pieces. */
function streamedResponse(pieces: readonly Uint8Array[], failAfter?: Error): Response {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[next];
      next += 1;
      if (piece !== undefined) controller.enqueue(piece);
      else if (failAfter !== undefined) controller.error(failAfter);
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

describe('readJsonBody', () => {
  const bytes = new TextEncoder().encode(ANSWER);

  it('decodes characters cut between two pieces of the body', async () => {
    // Cut through the middle of every multi-byte character.
    const cuts = [1, 2, 3, 5, 7, 11];
    for (const size of cuts) {
      const pieces: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
      await expect(readJsonBody(streamedResponse(pieces), PATH)).resolves.toEqual(JSON.parse(ANSWER));
    }
  });

  it('reads a body given as a whole', async () => {
    await expect(readJsonBody(new Response(ANSWER), PATH)).resolves.toEqual(JSON.parse(ANSWER));
  });

  it('fails with the read error when the body breaks off', async () => {
    const broken = new TypeError('network error');
    await expect(readJsonBody(streamedResponse([bytes.slice(0, 100)], broken), PATH)).rejects.toBe(broken);
  });

  it('fails with a SyntaxError on a body that is not JSON', async () => {
    await expect(readJsonBody(new Response('<html>502</html>'), PATH)).rejects.toBeInstanceOf(SyntaxError);
  });

  it('hands over the elements parsed so far while the body downloads, as the array the answer ends up with', async () => {
    const list = Array.from({ length: 40 }, (_, index) => ({ isin: `XS${index}`, name: `債券 ${index}` }));
    const text = new TextEncoder().encode(JSON.stringify({ StatusCode: '0', Data: { datas: list } }));
    const pieces: Uint8Array[] = [];
    for (let at = 0; at < text.length; at += 97) pieces.push(text.slice(at, at + 97));
    const seen: { array: readonly unknown[]; length: number }[] = [];
    const result = (await readJsonBody(streamedResponse(pieces), PATH, (elements) => seen.push({ array: elements, length: elements.length }))) as {
      Data: { datas: unknown[] };
    };
    expect(result).toEqual({ StatusCode: '0', Data: { datas: list } });
    const lengths = seen.map((call) => call.length);
    expect(lengths.length).toBeGreaterThan(5);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(lengths.at(-1)).toBe(40);
    expect(lengths[0]).toBeLessThan(40);
    for (const call of seen) expect(call.array).toBe(result.Data.datas);
  });

  it('calls nothing for a text without the array', async () => {
    const onElements = jest.fn();
    await readJsonBody(new Response('{"StatusCode":"4030","Message":"訪客無權限。"}'), PATH, onElements);
    expect(onElements).not.toHaveBeenCalled();
  });
});
