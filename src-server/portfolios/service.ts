// Portfolios: import (rows already read, places resolved here), caller-scoped reads, PATCH and DELETE. A portfolio
// belongs to an API key or to the owner; anonymous callers have none (401); a key sees only its own (others are 404,
// like a missing one); the owner sees all. docs/portfolios.md.
import type { Principal } from '../auth/principal.js';
import { MAX_SITES, type PortfolioSummary, type PortfolioView, type RejectedRow } from '../contracts/portfolio.js';
import { msg } from '../i18n/message.js';
import type { Clock } from '../shared/clock.js';
import { AppError, validationError } from '../shared/errors.js';
import { randomSuffix, slugify } from '../shared/slug.js';
import { noUsableSites, tooManySites, type ImportRow } from './import-rows.js';
import type { PortfolioRecord, PortfoliosRepo, SiteRecord } from './repo.js';
import { resolveSites, type PlaceFinder, type ResolvedSite } from './resolve-sites.js';

export interface PortfolioServiceDeps {
  repo: PortfoliosRepo;
  clock: Clock;
  finder: PlaceFinder;
}

type Holder = { kind: 'owner' | 'key'; ref: string };

/** Who may keep portfolios: the owner or an API key; an anonymous caller gets 401 api_key_required. */
export function holderOf(principal: Principal): Holder {
  if (principal.kind === 'anonymous') {
    throw new AppError('api_key_required', msg('errors.details.apiKeyRequired'), {
      headers: { 'www-authenticate': 'Bearer realm="hazardcast"' },
    });
  }
  return principal.kind === 'owner' ? { kind: 'owner', ref: 'owner' } : { kind: 'key', ref: principal.keyId };
}

/** The owner sees every portfolio; a key its own. */
export function canSee(principal: Principal, p: Pick<PortfolioRecord, 'ownerKind' | 'ownerRef'>): boolean {
  const h = holderOf(principal);
  return h.kind === 'owner' || (p.ownerKind === h.kind && p.ownerRef === h.ref);
}

export const notFound = (id: string) => new AppError('portfolio_not_found', msg('errors.details.portfolioNotFound', { id }));

export function portfolioView(p: PortfolioRecord, rejected?: RejectedRow[]): PortfolioView {
  return {
    object: 'service.portfolio',
    id: p.id,
    name: p.name,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    sites: p.sites.map((s) => ({ id: s.id, name: s.name, lat: s.lat, lng: s.lng, place: s.place.name, countryCode: s.place.countryCode })),
    ...(rejected ? { rejected } : {}),
  };
}

/** Site records for resolved sites, after `position` (ids unique within the portfolio). */
function siteRecords(sites: readonly ResolvedSite[], after: number, taken: Set<string>): SiteRecord[] {
  return sites.map((s, i) => {
    let id: string;
    do id = `site-${randomSuffix(8)}`;
    while (taken.has(id));
    taken.add(id);
    return { id, position: after + i + 1, name: s.name, lat: s.place.lat, lng: s.place.lng, place: s.place };
  });
}

const nothingUsable = (rejected: RejectedRow[]) =>
  noUsableSites(
    `None of the ${rejected.length} rows could be used: ${rejected.map((r) => `row ${r.row}: ${r.reason}`).join('; ')}`,
    rejected,
  );

export function createPortfolioService(deps: PortfolioServiceDeps) {
  async function getFor(principal: Principal, id: string): Promise<PortfolioRecord> {
    holderOf(principal);
    const p = await deps.repo.get(id);
    if (!p || !canSee(principal, p)) throw notFound(id);
    return p;
  }

  return {
    getFor,

    /** An import: every row resolved (or rejected with its reason); 422 when none can be used. */
    async create(principal: Principal, input: { name: string; rows: readonly ImportRow[] }): Promise<PortfolioView> {
      const holder = holderOf(principal);
      if (input.rows.length > MAX_SITES) throw tooManySites(input.rows.length);
      const { sites, rejected } = await resolveSites(input.rows, deps.finder);
      if (sites.length === 0) throw input.rows.length === 0 ? noUsableSites('The import has no rows.', []) : nothingUsable(rejected);
      const now = deps.clock.now().toISOString();
      const record: PortfolioRecord = {
        id: `${slugify(input.name) || 'portfolio'}-${randomSuffix()}`,
        ownerKind: holder.kind,
        ownerRef: holder.ref,
        name: input.name,
        createdAt: now,
        updatedAt: now,
        sites: siteRecords(sites, 0, new Set()),
      };
      await deps.repo.insert(record);
      return portfolioView(record, rejected);
    },

    async list(principal: Principal): Promise<PortfolioSummary[]> {
      const h = holderOf(principal);
      const heads = await deps.repo.list(h.kind === 'owner' ? undefined : h);
      return heads.map((p) => ({
        object: 'service.portfolio',
        id: p.id,
        name: p.name,
        siteCount: p.siteCount,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      }));
    },

    /**
     * PATCH: rename, remove sites by id (an id the portfolio does not hold is a 400), add rows (resolved like an
     * import's; 422 when rows were given and none can be used). All or nothing.
     */
    async update(
      principal: Principal,
      id: string,
      change: { name?: string; addRows?: readonly ImportRow[]; removeSiteIds?: readonly string[] },
    ): Promise<PortfolioView> {
      const p = await getFor(principal, id);
      const held = new Set(p.sites.map((s) => s.id));
      const remove = [...new Set(change.removeSiteIds ?? [])];
      const unknown = (change.removeSiteIds ?? []).flatMap((s, i) =>
        held.has(s) ? [] : [{ field: `removeSiteIds[${i}]`, message: `the portfolio has no site ${JSON.stringify(s)}` }],
      );
      if (unknown.length > 0) throw validationError(unknown);
      const rows = change.addRows ?? [];
      const kept = p.sites.length - remove.length;
      if (kept + rows.length > MAX_SITES) throw tooManySites(kept + rows.length);
      const { sites, rejected } = await resolveSites(rows, deps.finder);
      if (rows.length > 0 && sites.length === 0) throw nothingUsable(rejected);
      const last = p.sites.reduce((m, s) => Math.max(m, s.position), 0);
      const add = siteRecords(sites, last, held);
      const updatedAt = deps.clock.now().toISOString();
      await deps.repo.update(id, { name: change.name, removeIds: remove, add, updatedAt });
      const after = await deps.repo.get(id);
      if (!after) throw notFound(id);
      return portfolioView(after, rejected);
    },

    async remove(principal: Principal, id: string): Promise<void> {
      await getFor(principal, id);
      if (!(await deps.repo.delete(id))) throw notFound(id);
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;
