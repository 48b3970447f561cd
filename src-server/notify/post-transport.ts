// How a notification's POST goes out. Webhook and Slack deliveries use undici's `request` on the guarded Agent
// (target-fetch.ts) instead of undici's WHATWG `fetch`, which wraps every request and body in WHATWG objects and
// streams: in bench/deliveries.ts a warm delivery cost 1.1-1.4 ms of the app's CPU through `fetch` and about 0.7 ms
// through `request` (2026-11-27). `undiciPost` keeps what `fetch` put on the wire (the same headers, in the same order, and the
// same body) and what it handed back: redirects never followed, the body decoded as `fetch` decodes it, errors in
// `fetch`'s shape (a TypeError whose `cause` is the network error; the signal's reason on an abort), so postJson
// reports the same text either way. Where a caller has a `fetch` to use (tests), `fetchPost` wraps it instead.
import { request, type Dispatcher } from 'undici';
import { bodyDecoders, headerValue, utf8Text } from '../shared/http-body.js';

export interface PostResponse {
  status: number;
  /** The body decoded as UTF-8 text (read once, whole). */
  text(): Promise<string>;
}

/** One POST; rejects as `fetch` rejects (see above). `headers` are lower-case names and include content-type. */
export type HttpPost = (url: string, init: { headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<PostResponse>;

/** `fetch` (an injected one, or the global) as the POST transport; a redirect is handed back, never followed. */
export function fetchPost(fetchFn: typeof globalThis.fetch): HttpPost {
  return async (url, init) => {
    const res = await fetchFn(url, { method: 'POST', headers: init.headers, body: init.body, redirect: 'manual', signal: init.signal });
    return { status: res.status, text: () => res.text() };
  };
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HTTP_SPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/** What `fetch`'s Headers would throw for a name or value it cannot send (the same TypeError text). */
function byteString(x: string): string {
  for (let i = 0; i < x.length; i++) {
    const code = x.charCodeAt(i);
    if (code > 255)
      throw new TypeError(
        `Cannot convert argument to a ByteString because the character at index ${i} has a value of ${code} which is greater than 255.`,
      );
  }
  return x;
}

/**
 * The caller's headers as `fetch` sends them (names lower-cased, values without leading or trailing whitespace, the
 * same refusals), then the ones it adds when they are missing, in its order (undici 7).
 */
function asFetchSends(url: URL, given: Record<string, string>): Record<string, string> {
  const entries = Object.entries(given).map(([name, value]) => [byteString(name), byteString(value)] as const);
  // By lower-case name: the first spelling of a name is the one sent, later values joined to it.
  const headers = new Map<string, [name: string, value: string]>();
  for (const [name, raw] of entries) {
    const value = raw.replace(HTTP_SPACE, '');
    if (!TOKEN.test(name)) throw new TypeError(`Headers.append: "${name}" is an invalid header name.`);
    if (/[\0\r\n]/.test(value)) throw new TypeError(`Headers.append: "${value}" is an invalid header value.`);
    const key = name.toLowerCase();
    const had = headers.get(key);
    headers.set(key, had ? [had[0], `${had[1]}${key === 'cookie' ? '; ' : ', '}${value}`] : [name, value]);
  }
  const add = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, [name, value]);
  };
  add('accept', '*/*');
  add('accept-language', '*');
  // `fetch` sets this one (a caller's header is replaced where it stands, name and value).
  headers.set('sec-fetch-mode', ['sec-fetch-mode', 'cors']);
  add('user-agent', 'undici');
  add('accept-encoding', url.protocol === 'https:' ? 'br, gzip, deflate' : 'gzip, deflate');
  const out: Record<string, string> = {};
  for (const [name, value] of headers.values()) out[name] = value;
  return out;
}

/** Ports `fetch` refuses to connect to (the Fetch standard's "bad port" list, as undici 7 has it). */
const BAD_PORTS = new Set(
  (
    '1 7 9 11 13 15 17 19 20 21 22 23 25 37 42 43 53 69 77 79 87 95 101 102 103 104 109 110 111 113 115 117 119 123 135 ' +
    '137 139 143 161 179 389 427 465 512 513 514 515 526 530 531 532 540 548 554 556 563 587 601 636 989 990 993 995 ' +
    '1719 1720 1723 2049 3659 4045 4190 5060 5061 6000 6566 6665 6666 6667 6668 6669 6679 6697 10080'
  ).split(' '),
);

// As fetch's streaming decoders: a body cut short gives what arrived.
const decoders = bodyDecoders({ lenient: true });
/** Statuses whose response has no body for `fetch` (nothing decoded). */
const NULL_BODY = new Set([101, 204, 205, 304]);
const MAX_CODINGS = 5;

/** The codings `fetch` would undo, outermost first; an unknown one means none (fetch hands the bytes as they are). */
function codingsOf(contentEncoding: string | null, status: number): string[] {
  if (!contentEncoding || NULL_BODY.has(status)) return [];
  const codings = contentEncoding.toLowerCase().split(',');
  const out: string[] = [];
  for (let i = codings.length - 1; i >= 0; i--) {
    const coding = codings[i]!.trim();
    if (!decoders.has(coding)) return [];
    out.push(coding);
  }
  return out;
}

/** What `fetch` rejects with for a network error: a TypeError carrying it as `cause`, or the signal's reason. */
function asFetchError(err: unknown, signal: AbortSignal, message: string): unknown {
  if (signal.aborted) return signal.reason;
  return new TypeError(message, { cause: err });
}

/** undici's `request` as the POST transport, through `dispatcher` (the guarded Agent). */
export function undiciPost(dispatcher: Dispatcher): HttpPost {
  return async (target, init) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch (err) {
      throw new TypeError(`Failed to parse URL from ${target}`, { cause: err });
    }
    if (url.username !== '' || url.password !== '')
      throw new TypeError(`Request cannot be constructed from a URL that includes credentials: ${target}`);
    const headers = asFetchSends(url, init.headers);
    // `fetch` looks at its signal once the request is built, before the scheme and the port.
    if (init.signal.aborted) throw init.signal.reason;
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TypeError('fetch failed', { cause: new TypeError('URL scheme must be a HTTP(S) scheme') });
    if (BAD_PORTS.has(url.port)) throw new TypeError('fetch failed', { cause: new Error('bad port') });
    let res: Dispatcher.ResponseData;
    try {
      res = await request(url, { method: 'POST', headers, body: init.body, signal: init.signal, dispatcher });
    } catch (err) {
      throw asFetchError(err, init.signal, 'fetch failed');
    }
    const contentEncoding = headerValue(res.headers['content-encoding']);
    if (contentEncoding && !NULL_BODY.has(res.statusCode) && contentEncoding.split(',').length > MAX_CODINGS) {
      res.body.on('error', () => {}).destroy();
      throw new TypeError('fetch failed', {
        cause: new Error(`too many content-encodings in response: ${contentEncoding.split(',').length}, maximum allowed is ${MAX_CODINGS}`),
      });
    }
    const status = res.statusCode;
    return {
      status,
      async text() {
        let bytes: Buffer;
        try {
          bytes = Buffer.from(await res.body.arrayBuffer());
          for (const coding of codingsOf(contentEncoding, status)) bytes = await decoders.get(coding)!(bytes);
        } catch (err) {
          throw asFetchError(err, init.signal, 'terminated');
        }
        return utf8Text(bytes);
      },
    };
  };
}
