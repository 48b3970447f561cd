// OpenAPI responses of a route's problems, generated from the error catalogue: one entry per status, naming its codes.
import type { z } from 'zod';
import { problemSchema } from '../contracts/problem.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../shared/error-catalogue.js';

/** What every route may answer: the Host/Origin guard and an unknown API key. */
const EVERY_ROUTE: ErrorCode[] = ['forbidden_host', 'forbidden_origin', 'invalid_api_key'];

/**
 * What a route taking a question's JSON body may answer about the body and the caller, and about the place it names
 * and the daily quota it counts against (POST /risk, POST /watches): one list, so the two document the same.
 */
export const QUESTION_BODY_PROBLEMS: readonly ErrorCode[] = [
  'validation_failed',
  'invalid_json',
  'empty_body',
  'unauthorized',
  'payload_too_large',
  'unsupported_media_type',
  'place_not_found',
  'quota_exceeded',
];

/** `{ 400: problem, 422: problem, … }` for the codes a route can answer (plus those of every route). */
export function problemResponses(...codes: ErrorCode[]): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...codes, ...EVERY_ROUTE])) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      problemSchema.describe(`${list.map((c) => `${c} (${ERROR_CATALOGUE[c].title})`).join('; ')}. See /docs/errors.`),
    ]),
  );
}
