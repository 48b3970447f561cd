// The fifteen cities of `npm run hindcast:cities` and the published 475-year shaking level each is held to, chosen
// and frozen on 2026-11-27 BEFORE any constant of the long-horizon model was changed (docs/history/earthquake-fifteen-cities.md, "Fifteen
// cities"). The rule, in order: (1) the GEM Global Seismic Hazard Map v2023.1 (PGA, 10 % in 50 years, rock), which
// could not be read offline here (its raster is not in any stored repository), so never used; (2) the national
// probabilistic model of record whose 475/500-year rock PGA could be read offline (USGS NSHM 2018 from the USGS
// nshmp-haz end-to-end test data; NZ NSHM 2022 through the NZ Seismic Site Demand Table 2023); (3) else the national
// design code's 475-year value, as the ten-city table had it. Figures are converted to MMI with Worden et al. (2012).
// Changing a value here after the model's constants moved would be fitting the test set: do not.

export interface PublishedLevel {
  /** 475-year (10 % in 50 years) PGA in g on rock or firm ground; a range when the source gives one. */
  pgaG?: readonly [number, number];
  /** A published bound on the 475-year intensity instead of a PGA (e.g. outside the code's earthquake zones). */
  mmiBound?: { below?: number; above?: number };
  /** Where the figure comes from, as read. */
  source: string;
  /** Another published figure for the same place, shown beside (not the one the target counts). */
  other?: string;
}

export interface PublishedCity {
  name: string;
  lat: number;
  lng: number;
  /** Null when no published 475-year level could be read offline (the city is then counted as not met). */
  published: PublishedLevel | null;
}

export const FIFTEEN_CITIES: readonly PublishedCity[] = [
  {
    name: 'Tokyo',
    lat: 35.6895,
    lng: 139.6917,
    published: null,
  },
  {
    name: 'Istanbul',
    lat: 41.0082,
    lng: 28.9784,
    published: {
      pgaG: [0.3, 0.4],
      source: 'Ince (2012, NHESS 12:3483), PSHA of the historical peninsula: bedrock PGA 0.30-0.40 g, 10 % in 50 years',
    },
  },
  {
    name: 'Lima',
    lat: -12.0464,
    lng: -77.0428,
    published: {
      pgaG: [0.45, 0.45],
      source: 'Peru NTE E.030 (2016), zone 4: Z = 0.45 g, PGA on firm soil with 10 % in 50 years (from the IGP 2014 PSHA, Tavera et al.)',
    },
  },
  {
    name: 'Santiago',
    lat: -33.4489,
    lng: -70.6693,
    published: { pgaG: [0.3, 0.3], source: 'Chile NCh433 (1996, mod. 2009), zone 2: effective acceleration A0 = 0.30 g' },
  },
  {
    name: 'Tehran',
    lat: 35.6892,
    lng: 51.389,
    published: {
      pgaG: [0.35, 0.35],
      source: 'Iranian Standard 2800 (4th ed. 2015), very high hazard zone: design base acceleration 0.35 g on bedrock, 475 years',
    },
  },
  {
    name: 'Wellington',
    lat: -41.2866,
    lng: 174.7756,
    published: {
      pgaG: [0.85, 0.85],
      source:
        'NZ NSHM 2022 (mean hazard) through the NZ Seismic Site Demand Table 2023 (GNS-Science/TS1170.5-SDP, resources/v1/named_locations.json): PGA 0.85 g, 1/500 per year, site class I (Vs30 750 m/s)',
      other: 'NZS 1170.5:2004: Z = 0.40 (MMI 8.0)',
    },
  },
  {
    name: 'Manila',
    lat: 14.5995,
    lng: 120.9842,
    published: { pgaG: [0.4, 0.4], source: 'National Structural Code of the Philippines (2015), zone 4: Z = 0.40' },
  },
  {
    name: 'Athens',
    lat: 37.9838,
    lng: 23.7275,
    published: { pgaG: [0.16, 0.16], source: 'Greek seismic code EAK 2000 (2003), zone I: A = 0.16 g, 475 years' },
  },
  {
    name: 'Perth',
    lat: -31.9505,
    lng: 115.8605,
    published: { pgaG: [0.09, 0.09], source: 'AS 1170.4-2007: hazard factor Z = 0.09 (500-year PGA on rock)' },
  },
  {
    name: 'Berlin',
    lat: 52.52,
    lng: 13.405,
    published: {
      mmiBound: { below: 6 },
      source: 'DIN EN 1998-1/NA (2011) and DIN 4149: outside the earthquake zones, i.e. 475-year intensity below 6 (EMS-98)',
    },
  },
  {
    name: 'San Francisco',
    lat: 37.7749,
    lng: -122.4194,
    published: {
      pgaG: [0.423, 0.423],
      source:
        'USGS NSHM 2018 (western US), PGA hazard curve at SAN_FRANCISCO_CA (37.75, -122.40), Vs30 760 m/s: usgs/nshmp-haz test data e2e-wus-2018-SAN_FRANCISCO_CA.json (commit c01508ce), 1/475 per year interpolated log-log: 0.423 g',
    },
  },
  {
    name: 'Los Angeles',
    lat: 34.0522,
    lng: -118.2437,
    published: {
      pgaG: [0.435, 0.435],
      source:
        'USGS NSHM 2018 (western US), PGA hazard curve at LOS_ANGELES_CA (34.05, -118.25), Vs30 760 m/s: usgs/nshmp-haz test data e2e-wus-2018-LOS_ANGELES_CA.json (commit c01508ce), 1/475 per year interpolated log-log: 0.435 g',
    },
  },
  {
    name: 'Kathmandu',
    lat: 27.7172,
    lng: 85.324,
    published: {
      pgaG: [0.35, 0.35],
      source:
        "Nepal NBC 105:2020, seismic zoning factor Z = 0.35 for Kathmandu (475-year PGA of the code's probabilistic hazard map; Maskey et al. 2020, 17WCEE)",
    },
  },
  { name: 'Mexico City', lat: 19.4326, lng: -99.1332, published: null },
  {
    name: 'Christchurch',
    lat: -43.5321,
    lng: 172.6362,
    published: {
      pgaG: [0.33, 0.33],
      source:
        'NZ NSHM 2022 (mean hazard) through the NZ Seismic Site Demand Table 2023 (GNS-Science/TS1170.5-SDP, resources/v1/named_locations.json): PGA 0.33 g, 1/500 per year, site class I (Vs30 750 m/s)',
      other: 'NZS 1170.5:2004 Amendment 1 (2011): Z = 0.30 (MMI 7.5)',
    },
  },
];

/** Why a city has no published 475-year level here (shown in its row). */
export const NO_PUBLISHED_LEVEL: Record<string, string> = {
  Tokyo: 'no 475-year rock PGA readable offline; held instead to its 30-year chance of JMA 6-lower+ (HERP/J-SHIS), below',
  'Mexico City':
    'no 475-year rock PGA readable offline (GEM v2023.1, the Mexican CFE 2015 map and the Mexico City code were not found in any stored source)',
};

/**
 * Tokyo's published 30-year chance of shaking of JMA intensity 6-lower or more (JMA instrumental intensity >= 5.5,
 * about MMI VIII and above), the target band, and the national map's own figures for Tokyo (Shinjuku).
 */
export const TOKYO_30_YEAR = {
  band: [0.3, 0.4] as const,
  source:
    'Issue 31: 30-40 % (Bozkurt, Stein & Toda 2007); HERP national seismic hazard maps for Japan (J-SHIS) for Tokyo (Shinjuku, Tokyo Metropolitan Government): 23.2 % in the 2012 edition (Kyodo, 2012-12-22), 48 % in the 2018 edition (NHK, 2018-06)',
};
