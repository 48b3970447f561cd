// The Portfolios tab in Chromium against the real server (sources on the loopback replay): a CSV of twenty sites with
// two bad rows imported by the file picker (the bad rows shown), the sites on the map coloured by their highest risk,
// the table sorted by a hazard, the horizon switched, both exports downloaded and parsed, a GeoJSON file dropped on
// the panel, axe on the view, and the screenshot of the twenty sites that is looked at.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { createDriver } from './support/driver.js';

/** Ten cities, two sites each a few kilometres apart (a company's depots): twenty sites, ten cold places. */
const CITIES: [string, number, number][] = [
  ['Lagos', 6.45, 3.39],
  ['Nairobi', -1.29, 36.82],
  ['Accra', 5.6, -0.19],
  ['Dakar', 14.69, -17.44],
  ['Kinshasa', -4.32, 15.31],
  ['Addis Ababa', 9.03, 38.74],
  ['Johannesburg', -26.2, 28.05],
  ['Cairo', 30.04, 31.24],
  ['Casablanca', 33.57, -7.59],
  ['Luanda', -8.84, 13.23],
];
const SITES = CITIES.flatMap(([city, lat, lng]) => [
  `${city} depot,${lat},${lng}`,
  `${city} annex,${(lat + 0.03).toFixed(2)},${(lng + 0.03).toFixed(2)}`,
]);
const CSV = [
  'name,lat,lng',
  ...SITES.slice(0, 5),
  'No coordinates,,',
  ...SITES.slice(5, 12),
  'Bad latitude,95,10',
  ...SITES.slice(12),
].join('\n');

async function importCsv(page: Page, name: string, csv: string) {
  await page.getByTestId('portfolio-name').fill(name);
  await page.getByTestId('portfolio-file').setInputFiles({ name: 'depots.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** The table's risk scores in a column (0: the highest, then the hazards in order), top to bottom; null for a cell without one. */
async function columnScores(page: Page, hazardIndex: number): Promise<(number | null)[]> {
  return page
    .getByTestId('portfolio-table')
    .locator('tbody tr')
    .evaluateAll(
      (rows, i) =>
        rows.map((r) => {
          const chip = r.querySelectorAll('td')[i]?.querySelector('.chip');
          return chip ? Number(chip.textContent!.replace(/[^\d.]/g, '')) : null;
        }),
      hazardIndex,
    );
}

test('import twenty sites from a CSV, see them on the map and in the table, sort, switch horizon, export', async ({ page }) => {
  test.setTimeout(600_000);
  const driver = createDriver(page);
  await driver.open();
  await driver.tab('Portfolios');
  await expect(page.getByTestId('portfolios-view')).toBeVisible();
  await expect(page.getByTestId('portfolios-empty')).toBeVisible();

  await importCsv(page, 'Africa depots', CSV);
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('depots.csv: 20 of 22 rows imported.', { timeout: 120_000 });
  const rejected = page.getByTestId('rejected-rows');
  await expect(rejected.locator('tbody tr')).toHaveCount(2);
  await expect(rejected.locator('tr[data-row="6"]')).toContainText('no coordinates (lat and lng) and no place');
  await expect(rejected.locator('tr[data-row="14"]')).toContainText('lat 95 is outside -90 to 90');

  // The risk of every site: twenty lines, nine hazards, the map's twenty points coloured once scored.
  const table = page.getByTestId('portfolio-table');
  await expect(table.locator('tbody tr')).toHaveCount(20, { timeout: 540_000 });
  await expect(table.locator('thead th')).toHaveCount(11);
  const map = page.getByTestId('portfolio-map');
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  await expect(map).toHaveAttribute('data-sites', '20');
  await expect(page.getByTestId('portfolio-legend')).toBeVisible();
  await expect(page.getByTestId('portfolio-pending')).toHaveCount(0, { timeout: 300_000 });

  // Sorted by the site's highest risk first; then by a hazard column with scored cells (a source that timed out on a
  // loaded machine leaves its cells n/a), highest first, then lowest first.
  const highest = (await columnScores(page, 0)).filter((x): x is number => x !== null);
  expect(highest).toEqual([...highest].sort((a, b) => b - a));
  const hazards = await table
    .locator('thead th')
    .evaluateAll((ths) => ths.slice(2).map((th) => th.querySelector('button')!.dataset.testid!));
  let column = -1;
  for (const [i] of hazards.entries()) {
    if ((await columnScores(page, i + 1)).filter((x) => x !== null).length >= 2) {
      column = i + 1;
      break;
    }
  }
  expect(column, 'a hazard with at least two scored sites').toBeGreaterThan(0);
  const sortButton = page.getByTestId(hazards[column - 1]!);
  await sortButton.click();
  await expect(table.locator('th[aria-sort="descending"] button')).toHaveAttribute('data-testid', hazards[column - 1]!);
  const down = (await columnScores(page, column)).filter((x): x is number => x !== null);
  expect(down).toEqual([...down].sort((a, b) => b - a));
  await sortButton.click();
  await expect(table.locator('th[aria-sort="ascending"] button')).toHaveAttribute('data-testid', hazards[column - 1]!);
  const up = (await columnScores(page, column)).filter((x): x is number => x !== null);
  expect(up).toEqual([...up].sort((a, b) => a - b));

  // Another horizon: the table is asked again and says which; back to 30 days (a source that timed out the first time
  // on a loaded machine is asked again, its answer now ready).
  await page.getByTestId('portfolio-horizon').selectOption('7d');
  await expect(table.locator('caption')).toContainText('7 days', { timeout: 300_000 });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await page.getByTestId('portfolio-horizon').selectOption('30d');
  await expect(table.locator('caption')).toContainText('30 days', { timeout: 300_000 });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  // The column the user sorted by is kept across the horizons.
  await expect(table.locator('th[aria-sort="ascending"] button')).toHaveAttribute('data-testid', hazards[column - 1]!);

  await driver.checkA11y('portfolios, twenty sites');
  await page.getByTestId('sort-highest').click();
  await expect(table.locator('th[aria-sort="descending"]')).toContainText('Highest');
  await driver.screenshot('portfolios-20-sites');
  // Kept with the build's output too, where the reviewers look for the view of twenty sites.
  await page.screenshot({ path: 'out/screenshots/portfolios-20-sites.png', fullPage: true });

  // Exports: the server's CSV (one line per site and hazard) and GeoJSON (one Point per site).
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^africa-depots-[a-z0-9]{6}-30d\.csv$/);
  const records = parse(readFileSync((await csvDownload.path())!, 'utf8'), { columns: true }) as Record<string, string>[];
  expect(records).toHaveLength(20 * 9);
  expect(new Set(records.map((r) => r.site)).size).toBe(20);
  const [geoDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-geojson').click()]);
  const fc = JSON.parse(readFileSync((await geoDownload.path())!, 'utf8'));
  expect(fc.type).toBe('FeatureCollection');
  expect(fc.features).toHaveLength(20);
  expect(fc.features[0].geometry.type).toBe('Point');
});

test('a GeoJSON file dropped on the panel becomes a portfolio; a file nothing can be read from is refused in words', async ({ page }) => {
  test.setTimeout(300_000);
  const driver = createDriver(page);
  await driver.open();
  await driver.tab('Portfolios');
  const geojson = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', geometry: { type: 'Point', coordinates: [3.39, 6.45] }, properties: { name: 'Dropped Lagos' } },
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
        properties: { name: 'A road' },
      },
    ],
  });
  // A real drop: a DataTransfer holding the file, dispatched on the drop zone.
  const transfer = await page.evaluateHandle((text) => {
    // (In the page: this file is typed for Node, which has no DataTransfer.)
    const page = globalThis as unknown as {
      DataTransfer: new () => { items: { add(file: unknown): void } };
      File: new (parts: string[], name: string, options: { type: string }) => unknown;
    };
    const dt = new page.DataTransfer();
    dt.items.add(new page.File([text], 'field offices.geojson', { type: 'application/geo+json' }));
    return dt;
  }, geojson);
  await page.getByTestId('drop-zone').dispatchEvent('dragover', { dataTransfer: transfer });
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByTestId('import-result')).toContainText('field offices.geojson: 1 of 2 rows imported.', { timeout: 120_000 });
  await expect(page.getByTestId('rejected-rows')).toContainText('geometry is a "LineString", not a Point');
  await expect(page.getByTestId('portfolio-list')).toContainText('field offices', { timeout: 60_000 });
  await expect(page.getByTestId('portfolio-table').locator('tbody tr')).toHaveCount(1, { timeout: 240_000 });

  // A CSV without usable columns: the server's 422 in words, nothing created.
  await importCsv(page, 'Nothing usable', 'name,address\nA,Main street\n');
  await expect(page.getByTestId('import-error')).toContainText('no coordinate columns', { timeout: 60_000 });
  await driver.checkA11y('portfolios, import refused');
});
