// POST /api/v1/risk's validators: an answer that may be served again goes out as the bytes the answer cache keeps
// (risk/answer-cache.ts), with its ETag, a Cache-Control saying how long what it read stays fresh, and 304 without a body
// when If-None-Match names it. docs/api-decisions.md "Answers kept and validated".
import type { FastifyReply } from 'fastify';
import type { KeptAnswer } from '../risk/answer-cache.js';
import { etagMatches } from './conditional.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface AnswerConditions {
  /** The request's If-None-Match. */
  ifNoneMatch: string | undefined;
  /** The answer's language may have come from Accept-Language (the body names none): shared caches must keep one per language. */
  negotiated: boolean;
  nowMs: number;
}

/** The serialiser's output (a string for small bodies, UTF-8 bytes for large ones) as bytes. */
export const asBytes = (serialized: string | Buffer): Buffer =>
  typeof serialized === 'string' ? Buffer.from(serialized, 'utf8') : serialized;

/** Sends a kept answer, or 304 when If-None-Match names its ETag. */
export function sendKeptAnswer(reply: FastifyReply, kept: KeptAnswer, c: AnswerConditions): FastifyReply {
  reply.header('content-language', kept.language);
  reply.header('etag', kept.etag);
  reply.header('cache-control', `private, max-age=${Math.max(0, Math.floor((kept.untilMs - c.nowMs) / 1000))}`);
  if (c.negotiated) reply.header('vary', 'Accept-Language');
  // No payload at all on a 304 (as the badge's: `null` would be serialised as JSON).
  if (c.ifNoneMatch && etagMatches(c.ifNoneMatch, kept.etag)) return reply.code(304).send(undefined as never);
  return reply.type(JSON_TYPE).send(kept.body);
}
