// The key a source's answer is cached, de-duplicated and queued under: the place's cell and the request's stable
// parameters (the URL's without its coordinates when the cell stands for them).
import { placeCell } from '../shared/geo.js';

const COORDINATE_PARAMS: ReadonlySet<string> = new Set(['latitude', 'longitude', 'lat', 'lng', 'lon']);

/** The cache (and in-flight) key of a request: place cell + stable params. */
export function cacheKeyOf(req: {
  url: string;
  cell?: { lat: number; lng: number };
  /** SourceRequest.params: what else identifies the answer. */
  params?: Record<string, string | number | boolean | null | undefined> | string;
}): string {
  const cell = req.cell ? placeCell(req.cell.lat, req.cell.lng) : '-';
  let params: string;
  if (typeof req.params === 'string') params = req.params;
  else if (req.params) {
    params = Object.entries(req.params)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${String(v)}`)
      .join('&');
  } else {
    params = defaultParams(req.url, req.cell !== undefined);
  }
  return `${cell}|${params}`;
}

/**
 * The URL's path and query, pairs sorted by name, coordinates left out when the cell stands for them. Read without
 * the URL parser (it runs for every source of every question): the clients' URLs come from URLSearchParams, so
 * their pairs are already in the form URLSearchParams would write them; anything else goes through the parser.
 */
function defaultParams(href: string, dropCoordinates: boolean): string {
  const scheme = href.indexOf('://');
  const pathStart = scheme < 0 ? -1 : href.indexOf('/', scheme + 3);
  const queryStart = href.indexOf('?');
  if (pathStart < 0 || href.includes('#') || /[^\x21-\x7e]/.test(href) || (queryStart >= 0 && queryStart < pathStart)) {
    const url = new URL(href);
    const query = [...url.searchParams]
      .filter(([k]) => !(dropCoordinates && COORDINATE_PARAMS.has(k)))
      .sort(([a], [b]) => a.localeCompare(b));
    return `${url.pathname}?${new URLSearchParams(query)}`;
  }
  const path = queryStart < 0 ? href.slice(pathStart) : href.slice(pathStart, queryStart);
  const pairs =
    queryStart < 0
      ? []
      : href
          .slice(queryStart + 1)
          .split('&')
          .filter((p) => p !== '');
  const named = pairs.map((p) => {
    const eq = p.indexOf('=');
    return { name: decodeURIComponent((eq < 0 ? p : p.slice(0, eq)).replace(/\+/g, ' ')), pair: eq < 0 ? `${p}=` : p };
  });
  const kept = named.filter((p) => !(dropCoordinates && COORDINATE_PARAMS.has(p.name))).sort((a, b) => a.name.localeCompare(b.name));
  return `${path}?${kept.map((p) => p.pair).join('&')}`;
}
