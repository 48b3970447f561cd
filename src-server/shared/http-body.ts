// Reading an HTTP response body read whole with undici's `request`: the content-codings it may carry, its UTF-8
// text, a header's value. Shared by the source GETs (sources/transport.ts) and the notification POSTs
// (notify/post-transport.ts), which both do by hand what `fetch` did for them.
import { promisify } from 'node:util';
import { brotliDecompress, constants as zlibConstants, gunzip, inflate, inflateRaw } from 'node:zlib';

export type BodyDecoder = (body: Buffer) => Promise<Buffer>;

const gunzipAsync = promisify(gunzip);
const inflateAsync = promisify(inflate);
const inflateRawAsync = promisify(inflateRaw);
const brotliAsync = promisify(brotliDecompress);
const SYNC = { flush: zlibConstants.Z_SYNC_FLUSH, finishFlush: zlibConstants.Z_SYNC_FLUSH };
const BROTLI_SYNC = { flush: zlibConstants.BROTLI_OPERATION_FLUSH, finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH };

/**
 * The decoders of the codings `fetch` undoes (gzip, x-gzip, deflate, br), by lower-case name (a Map: a coding named
 * like a key of Object.prototype is no decoder). `lenient` decodes as `fetch`'s streaming decoders do: a body cut
 * short gives what arrived, an empty deflate body is empty. Strict decoding throws on either.
 * "deflate" is zlib-wrapped by RFC 9110, but some servers send it raw: the first byte tells them apart (as fetch does).
 */
export function bodyDecoders({ lenient }: { lenient: boolean }): ReadonlyMap<string, BodyDecoder> {
  const zlib = lenient ? SYNC : {};
  const gzip: BodyDecoder = (b) => gunzipAsync(b, zlib);
  const deflate: BodyDecoder = (b) => {
    if (lenient && b.length === 0) return Promise.resolve(b);
    return (b[0]! & 0x0f) === 0x08 ? inflateAsync(b, zlib) : inflateRawAsync(b, zlib);
  };
  const br: BodyDecoder = (b) => brotliAsync(b, lenient ? BROTLI_SYNC : {});
  return new Map([
    ['gzip', gzip],
    ['x-gzip', gzip],
    ['deflate', deflate],
    ['br', br],
  ]);
}

/** UTF-8 text without a leading byte-order mark (what `Response.text()` returns). */
export function utf8Text(body: Buffer): string {
  const start = body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? 3 : 0;
  return body.toString('utf8', start);
}

/** A header as undici's `request` hands it (a string, several, or none) as `Headers.get` reads it. */
export const headerValue = (value: string | string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
