// The dozen cells round the world the cold benches ask about (cold-equivalence, physical-cells, history-comparison):
// one list, so that their figures and baselines speak of the same places. [name, country code, lat, lng].
export const BENCH_CELLS: readonly (readonly [string, string, number, number])[] = [
  ['Lagos', 'NG', 6.45, 3.39],
  ['Tokyo', 'JP', 35.68, 139.69],
  ['Istanbul', 'TR', 41.01, 28.98],
  ['Reykjavik', 'IS', 64.15, -21.94],
  ['Mexico City', 'MX', 19.43, -99.13],
  ['Nairobi', 'KE', -1.29, 36.82],
  ['Lima', 'PE', -12.05, -77.04],
  ['Miami', 'US', 25.76, -80.19],
  ['Sydney', 'AU', -33.87, 151.21],
  ['Delhi', 'IN', 28.61, 77.21],
  ['Los Angeles', 'US', 34.05, -118.24],
  ['Jakarta', 'ID', -6.21, 106.85],
];
