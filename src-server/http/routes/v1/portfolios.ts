// /api/v1/portfolios: import (JSON, CSV or GeoJSON), list, read, PATCH, DELETE, and the risk of every site (JSON, CSV
// or GeoJSON by Accept). Owner or API key only: anonymous callers get 401 before anything is read or counted.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Negotiator from 'negotiator';
import { z } from 'zod';
import {
  geoJsonImportSchema,
  importQuerySchema,
  PORTFOLIO_BODY_LIMIT_BYTES,
  portfolioCreateBodySchema,
  portfolioIdParamsSchema,
  portfolioListSchema,
  portfolioPatchSchema,
  portfolioSchema,
  type PortfolioCreateBody,
} from '../../../contracts/portfolio.js';
import { msg } from '../../../i18n/message.js';
import { riskCsv, riskGeoJson } from '../../../portfolios/export.js';
import { rowsFromCsv, rowsFromGeoJson, rowsFromJson, type ImportRow } from '../../../portfolios/import-rows.js';
import { holderOf, portfolioView } from '../../../portfolios/service.js';
import { AppError, validationError } from '../../../shared/errors.js';
import { acceptedLanguage } from '../../accept-language.js';
import { problemResponses } from '../../problem-responses.js';

const TAGS = ['portfolios'];
const SCOPE =
  "Owner token or API key: anonymous callers get 401 api_key_required. A key sees only its own portfolios (another key's is 404, like a missing one); the owner sees all.";
const RISK_TYPES = ['application/json', 'text/csv', 'application/geo+json'];

/** The import's rows, read by its media type, and the portfolio's name (?name= wins; else the JSON's or the collection's). */
function readImport(request: FastifyRequest<{ Querystring: { name?: string } }>): { name: string | undefined; rows: ImportRow[] } {
  const type = request.mediaType;
  if (type === 'text/csv') return { name: request.query.name, rows: rowsFromCsv(request.body as string) };
  if (type === 'application/geo+json') {
    const collection = request.body as z.infer<typeof geoJsonImportSchema>;
    return { name: request.query.name ?? collection.name?.trim(), rows: rowsFromGeoJson(collection) };
  }
  const body = request.body as PortfolioCreateBody;
  return { name: request.query.name ?? body.name, rows: rowsFromJson(body.sites) };
}

/** The risk's media type by Accept (JSON when none is said); 406 when Accept allows none of the three. */
function riskMediaType(request: FastifyRequest): string {
  if (!request.headers.accept) return 'application/json';
  const chosen = new Negotiator(request).mediaType(RISK_TYPES);
  if (!chosen) {
    throw new AppError('not_acceptable', `Accept allows none of ${RISK_TYPES.join(', ')}.`, { extra: { available: RISK_TYPES } });
  }
  return chosen;
}

const portfoliosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portfolios, portfolioRisk } = app.services;
  const { portfolioRiskRequestSchema, portfolioRiskSchema, portfolioRiskGeoJsonSchema } = app.contracts.portfolio;
  const byId = problemResponses('portfolio_not_found', 'api_key_required', 'uri_too_long');

  // Anonymous callers are refused before the body is read or the quota counted (portfolios are kept per key).
  app.addHook('onRequest', async (request) => void holderOf(request.principal));
  // The import's other media types; JSON keeps Fastify's own parser.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: PORTFOLIO_BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('application/geo+json', { parseAs: 'string', bodyLimit: PORTFOLIO_BODY_LIMIT_BYTES }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(new AppError('empty_body', msg('errors.details.emptyBody')), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('invalid_json', msg('errors.details.invalidJson')), undefined);
    }
  });

  app.post(
    '/portfolios',
    {
      bodyLimit: PORTFOLIO_BODY_LIMIT_BYTES,
      config: { quota: 'daily' },
      schema: {
        tags: TAGS,
        summary: 'Import a portfolio of sites (JSON, CSV or GeoJSON)',
        description:
          'JSON `{name, sites: [{name, lat, lng} | {name, place}]}`; or `Content-Type: text/csv` with a header row naming `name` and ' +
          '`lat`/`lng` (also latitude/longitude/lon) or `place`, the name in `?name=`; or `application/geo+json`, a FeatureCollection of ' +
          'Points with `properties.name`. Rows without usable coordinates or a place that can be found are listed in `rejected` ' +
          '(row 1 = the first data row) and the others kept; no usable row is a 422, more than 1,000 rows a 422, a body over 1 MiB a 413. ' +
          `Counted against the daily quota as one request. ${SCOPE}`,
        querystring: importQuerySchema,
        body: {
          content: {
            'application/json': { schema: portfolioCreateBodySchema },
            'text/csv': { schema: z.string().describe('CSV with a header row') },
            'application/geo+json': { schema: geoJsonImportSchema },
          },
        } as unknown as typeof portfolioCreateBodySchema,
        response: {
          201: portfolioSchema,
          ...problemResponses(
            'validation_failed',
            'invalid_json',
            'empty_body',
            'unauthorized',
            'api_key_required',
            'payload_too_large',
            'unsupported_media_type',
            'no_usable_sites',
            'too_many_sites',
            'quota_exceeded',
          ),
        },
      },
    },
    async (request, reply) => {
      const { name, rows } = readImport(request as FastifyRequest<{ Querystring: { name?: string } }>);
      if (!name) {
        throw validationError([{ field: 'name', message: 'name the portfolio: "name" in the JSON body, or ?name= for CSV and GeoJSON' }]);
      }
      const created = await portfolios.create(request.principal, { name, rows });
      return reply.code(201).header('location', `/api/v1/portfolios/${created.id}`).send(created);
    },
  );

  app.get(
    '/portfolios',
    {
      schema: {
        tags: TAGS,
        summary: 'List portfolios',
        description: `Each with its site count, newest first. ${SCOPE} Not counted.`,
        response: { 200: portfolioListSchema, ...problemResponses('api_key_required') },
      },
    },
    async (request) => ({ object: 'list' as const, data: await portfolios.list(request.principal) }),
  );

  app.get(
    '/portfolios/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Read a portfolio and its sites',
        description: `${SCOPE} Not counted.`,
        params: portfolioIdParamsSchema,
        response: { 200: portfolioSchema, ...byId },
      },
    },
    async (request) => portfolioView(await portfolios.getFor(request.principal, request.params.id)),
  );

  app.patch(
    '/portfolios/:id',
    {
      bodyLimit: PORTFOLIO_BODY_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Rename a portfolio, add or remove sites',
        description: `Added rows are resolved as an import's are (unusable ones listed in \`rejected\`; none usable: 422). All or nothing. ${SCOPE} Not counted.`,
        params: portfolioIdParamsSchema,
        body: portfolioPatchSchema,
        response: {
          200: portfolioSchema,
          ...problemResponses('validation_failed', 'invalid_json', 'unsupported_media_type', 'no_usable_sites', 'too_many_sites'),
          ...byId,
        },
      },
    },
    async (request) => {
      const { name, addSites, removeSiteIds } = request.body;
      // The rows are read here; the service counts them with the sites kept (1,000 at most).
      return portfolios.update(request.principal, request.params.id, { name, addRows: addSites && rowsFromJson(addSites), removeSiteIds });
    },
  );

  app.delete(
    '/portfolios/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a portfolio with its sites',
        description: `${SCOPE} Not counted.`,
        params: portfolioIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...byId },
      },
    },
    async (request, reply) => {
      await portfolios.remove(request.principal, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/portfolios/:id/risk',
    {
      config: { quota: 'daily' },
      // An Accept nothing here satisfies is a 406 before the quota is charged.
      preValidation: async (request) => void riskMediaType(request),
      schema: {
        tags: TAGS,
        summary: 'Risk of every site: one row per site and hazard',
        description:
          'Each row is the forecast POST /risk gives for that place, hazard and horizon. Sites in one source cell share each call; ' +
          'rows whose calls wait for their turn in the Open-Meteo budget are `pending` with readyAt (the answer carries Retry-After): ' +
          'ask again then and they are scored. `Accept: text/csv` answers one CSV line per row; `Accept: application/geo+json` a ' +
          `FeatureCollection of the sites with their rows as properties. Counted against the daily quota as one request. ${SCOPE}`,
        params: portfolioIdParamsSchema,
        body: portfolioRiskRequestSchema,
        response: {
          200: {
            description: 'The rows and their summary (JSON), one CSV line per row, or the sites as GeoJSON',
            content: {
              'application/json': { schema: portfolioRiskSchema },
              'text/csv': { schema: z.string() },
              'application/geo+json': { schema: portfolioRiskGeoJsonSchema },
            },
          },
          ...problemResponses(
            'validation_failed',
            'invalid_json',
            'empty_body',
            'unsupported_media_type',
            'not_acceptable',
            'quota_exceeded',
          ),
          ...byId,
        },
      },
    },
    async (request, reply: FastifyReply) => {
      const type = riskMediaType(request);
      const portfolio = await portfolios.getFor(request.principal, request.params.id);
      const language = request.body.language ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
      const risk = await portfolioRisk.assess(portfolio, request.body, language);
      reply.header('content-language', language).header('vary', 'Accept');
      if (risk.retryAfterSec !== null) reply.header('retry-after', String(risk.retryAfterSec));
      if (type === 'text/csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${portfolio.id}-${risk.horizon}.csv"`)
          .send(riskCsv(risk, portfolio.sites));
      }
      if (type === 'application/geo+json') {
        return reply.type('application/geo+json').send(JSON.stringify(riskGeoJson(risk, portfolio.sites)));
      }
      return risk;
    },
  );
};
export default portfoliosRoutes;
