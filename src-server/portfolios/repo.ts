// Portfolios and their sites over the storage seam (SQLite or PostgreSQL). A portfolio's writes (create, PATCH) are one
// transaction each; its sites go with it when it is deleted (ON DELETE CASCADE).
import type { Sql } from '../db/sql.js';
import type { Place } from '../contracts/risk.js';

export interface SiteRecord {
  id: string;
  /** Import order; new sites follow the last one. */
  position: number;
  name: string;
  lat: number;
  lng: number;
  place: Place;
}

export interface PortfolioRecord {
  id: string;
  ownerKind: 'owner' | 'key';
  ownerRef: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  sites: SiteRecord[];
}

export type PortfolioHead = Omit<PortfolioRecord, 'sites'> & { siteCount: number };

interface HeadRow {
  id: string;
  owner_kind: 'owner' | 'key';
  owner_ref: string;
  name: string;
  created_at: string;
  updated_at: string;
  site_count?: number | string;
}

interface SiteRow {
  id: string;
  position: number;
  name: string;
  lat: number;
  lng: number;
  place_json: string;
}

const head = (r: HeadRow): Omit<PortfolioRecord, 'sites'> => ({
  id: r.id,
  ownerKind: r.owner_kind,
  ownerRef: r.owner_ref,
  name: r.name,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const siteOf = (r: SiteRow): SiteRecord => ({
  id: r.id,
  position: r.position,
  name: r.name,
  lat: r.lat,
  lng: r.lng,
  place: JSON.parse(r.place_json) as Place,
});

const INSERT = `INSERT INTO portfolios (id, owner_kind, owner_ref, name, created_at, updated_at)
  VALUES (@id, @ownerKind, @ownerRef, @name, @createdAt, @updatedAt)`;
const INSERT_SITE = `INSERT INTO portfolio_sites (portfolio_id, id, position, name, lat, lng, place_json)
  VALUES (@portfolioId, @id, @position, @name, @lat, @lng, @placeJson)`;
const BY_ID = 'SELECT * FROM portfolios WHERE id = ?';
const SITES = 'SELECT id, position, name, lat, lng, place_json FROM portfolio_sites WHERE portfolio_id = ? ORDER BY position';
// count(*) is a bigint on PostgreSQL (a string through node-postgres): read with Number.
const HEADS = `SELECT p.*, (SELECT count(*) FROM portfolio_sites s WHERE s.portfolio_id = p.id) AS site_count FROM portfolios p`;

export function createPortfoliosRepo(db: Sql) {
  async function insertSites(tx: Sql, portfolioId: string, sites: readonly SiteRecord[]): Promise<void> {
    for (const s of sites) {
      await tx.run(INSERT_SITE, {
        portfolioId,
        id: s.id,
        position: s.position,
        name: s.name,
        lat: s.lat,
        lng: s.lng,
        placeJson: JSON.stringify(s.place),
      });
    }
  }

  return {
    async insert(p: PortfolioRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.run(INSERT, p);
        await insertSites(tx, p.id, p.sites);
      });
    },

    async get(id: string): Promise<PortfolioRecord | undefined> {
      const row = await db.get<HeadRow>(BY_ID, [id]);
      if (!row) return undefined;
      return { ...head(row), sites: (await db.all<SiteRow>(SITES, [id])).map(siteOf) };
    },

    /** Every portfolio, or one owner's, newest first, with their site counts. */
    async list(owner?: { kind: 'owner' | 'key'; ref: string }): Promise<PortfolioHead[]> {
      const rows = owner
        ? await db.all<HeadRow>(`${HEADS} WHERE p.owner_kind = ? AND p.owner_ref = ? ORDER BY p.created_at DESC, p.id`, [
            owner.kind,
            owner.ref,
          ])
        : await db.all<HeadRow>(`${HEADS} ORDER BY p.created_at DESC, p.id`);
      return rows.map((r) => ({ ...head(r), siteCount: Number(r.site_count ?? 0) }));
    },

    /** One PATCH in one transaction: rename, remove sites, add sites (after the last position). */
    async update(
      id: string,
      change: { name?: string; removeIds?: readonly string[]; add?: readonly SiteRecord[]; updatedAt: string },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (change.name !== undefined) await tx.run('UPDATE portfolios SET name = ? WHERE id = ?', [change.name, id]);
        for (const siteId of change.removeIds ?? []) {
          await tx.run('DELETE FROM portfolio_sites WHERE portfolio_id = ? AND id = ?', [id, siteId]);
        }
        await insertSites(tx, id, change.add ?? []);
        await tx.run('UPDATE portfolios SET updated_at = ? WHERE id = ?', [change.updatedAt, id]);
      });
    },

    delete: async (id: string): Promise<boolean> => (await db.run('DELETE FROM portfolios WHERE id = ?', [id])).changes > 0,
  };
}
export type PortfoliosRepo = ReturnType<typeof createPortfoliosRepo>;
