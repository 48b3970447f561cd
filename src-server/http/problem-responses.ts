// OpenAPI responses of a route's problems, generated from the error catalogue: one entry per status, naming its codes.
import type { z } from 'zod';
import { problemSchema } from '../contracts/problem.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../shared/error-catalogue.js';

/** What every route may answer: the Host/Origin guard and an unknown API key. */
const EVERY_ROUTE: ErrorCode[] = ['forbidden_host', 'forbidden_origin', 'invalid_api_key'];

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
