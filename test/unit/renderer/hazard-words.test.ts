// The dashboard's hazard words come from the server (GET /api/v1/hazards, names in the shared catalogue's language) and
// nowhere else; its first chunk imports no zod; the pure helpers behind the forecast card and the watch form's errors
// say what they should.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { parseDependencyTree } from 'dpdm';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { pathToFileURL } from 'node:url';
import type { HazardInfo } from '../../../src-server/contracts/hazards.js';
import type { CompanionEvent } from '../../../src-server/contracts/risk.js';

const ROOT = join(import.meta.dirname, '../../..');
const RENDERER = join(ROOT, 'src-renderer');

// The renderer's modules use the bundler's extensionless imports, which tsconfig.node.json cannot type-check: they
// are loaded by path (tsx resolves them) and typed here by what the tests use.
const load = async <T>(path: string) => (await import(pathToFileURL(join(RENDERER, path)).href)) as T;
const { hazardWords } = await load<{
  hazardWords(list: readonly HazardInfo[]): { all: readonly HazardInfo[]; tracked: readonly HazardInfo[]; label(id: string): string };
}>('components/hazards.ts');
const { companionShort, continuing, criterionValue, criterionWords, eventWindow } = await load<{
  companionShort(e: CompanionEvent['event']): string;
  continuing(text: string): string;
  criterionValue(v: string | number | boolean): string;
  criterionWords(key: string): string;
  eventWindow(start: string, end: string): string;
}>('views/risk/event-words.ts');
const { watchFieldLine } = await load<{ watchFieldLine(field: string, message: string): string }>('views/watches/watch-fields.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

/** Every module import (value imports only: `import type` is erased) reachable from the renderer's entry. */
async function rendererGraph(skipDynamicImports: boolean) {
  const tree = await parseDependencyTree(['src-renderer/main.tsx'], {
    context: ROOT,
    tsconfig: join(ROOT, 'tsconfig.web.json'),
    transform: true,
    skipDynamicImports,
  });
  return Object.entries(tree).flatMap(([file, deps]) => (deps ?? []).map((d) => ({ file, request: d.request })));
}

describe('hazard words in the dashboard', () => {
  test("labels and the tracked hazards are the server's list (GET /api/v1/hazards); an id it did not list shows as is", () => {
    // What the route answers for the built-in registry (test/integration/registry-without-flood.test.ts reads it).
    const list: HazardInfo[] = BUILT_IN_REGISTRY.definitions.map((d) => ({
      id: d.id,
      label: d.label,
      aliases: [...d.aliases],
      verification: d.verification,
    }));
    const words = hazardWords(list);
    // In English the shared catalogue's names are the registry's labels.
    for (const d of BUILT_IN_REGISTRY.definitions) assert.equal(words.label(d.id), d.label);
    assert.deepEqual(
      words.all.map((h) => h.id),
      [...BUILT_IN_REGISTRY.ids],
    );
    // The scoreboard's filter lists exactly the hazards the track record logs.
    assert.deepEqual(
      words.tracked.map((h) => h.id),
      [...BUILT_IN_REGISTRY.tracked],
    );
    // A hazard the catalogue lacks keeps the server's label; one the server did not list shows its id.
    assert.equal(hazardWords([{ id: 'volcano', label: 'Volcano', aliases: [], verification: null }]).label('volcano'), 'Volcano');
    assert.equal(words.label('volcano'), 'volcano');
    assert.deepEqual(hazardWords([]).all, []);
  });

  test('no file in src-renderer names a hazard by its id or label as a literal', () => {
    const words = BUILT_IN_REGISTRY.definitions.flatMap((d) => [d.id, d.label]);
    const found: string[] = [];
    for (const file of sourceFiles(RENDERER)) {
      const text = readFileSync(file, 'utf8');
      for (const w of words) {
        // As a string ('flood') or as an object key ({ flood: … }).
        if (new RegExp(`['"\`]${w}['"\`]|[{,]\\s*${w}\\s*:`).test(text)) found.push(`${relative(ROOT, file)}: ${w}`);
      }
    }
    assert.deepEqual(found, []);
  });

  test("the first chunk (static imports from main.tsx) imports no zod; the lazy tabs only zod/v4/core's regexes", async () => {
    const first = await rendererGraph(true);
    assert.deepEqual(
      first.filter((d) => /^zod(\/|$)/.test(d.request)),
      [],
    );
    const all = await rendererGraph(false);
    assert.deepEqual(
      [...new Set(all.filter((d) => /^zod(\/|$)/.test(d.request)).map((d) => `${relative(ROOT, d.file)} → ${d.request}`))],
      ['src-server/contracts/channel-rules.ts → zod/v4/core'],
    );
    // No hazard's definition, model or guidance is compiled in: of src-server/hazards only the names' words are
    // bundled (hazard-names.ts and the name half of each folder's answer-words.ts, pure data importing nothing); which
    // hazards the dashboard shows is the server's list (GET /api/v1/hazards).
    const fromHazards = all.filter(
      (d) =>
        /src-server\/hazards\//.test(d.request) ||
        d.file.includes('src-server/hazards/') ||
        /^\.\/[a-z-]+\/answer-words\.js$/.test(d.request),
    );
    const wordsOnly = (d: { file: string; request: string }) =>
      (d.file.endsWith('src-server/hazards/hazard-names.ts') && /^\.\/[a-z-]+\/answer-words\.js$/.test(d.request)) ||
      /src-server\/hazards\/hazard-names\.js$/.test(d.request);
    assert.ok(fromHazards.length > 0, 'the hazard names come from the hazards folders');
    assert.deepEqual(
      fromHazards.filter((d) => !wordsOnly(d)),
      [],
    );
  });
});

describe('forecast card words', () => {
  test('criteria: names with their units, numbers to 4 significant digits, yes/no', () => {
    assert.equal(criterionWords('minMagnitude'), 'min magnitude');
    assert.equal(criterionWords('riverLevelM3s'), 'river level (m³/s)');
    assert.equal(criterionWords('rainLevelMm'), 'rain level (mm)');
    assert.equal(criterionWords('minGustKmh'), 'min gust (km/h)');
    assert.equal(criterionWords('minTmaxC'), 'min tmax (°C)');
    assert.equal(criterionWords('minDailyPm25'), 'min daily PM2.5');
    assert.equal(criterionWords('returnPeriodYears'), 'return period years');
    assert.equal(criterionValue(1027.7226690755128), (1028).toLocaleString());
    assert.equal(criterionValue(34.43953845569091), (34.44).toLocaleString());
    assert.equal(criterionValue(0.05), (0.05).toLocaleString());
    assert.equal(criterionValue(false), 'no');
    assert.equal(criterionValue('present'), 'present');
  });

  test('a window of whole UTC days reads as days, like the header; a window from now to the minute', () => {
    assert.equal(eventWindow('2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'), '30 Nov – 6 Dec 2026');
    assert.match(eventWindow('2026-11-23T15:24:30.076Z', '2026-12-23T15:24:30.076Z'), /\d.*–.*\d{4}.*\d\d/);
  });

  test('a companion in words: its description continues "chance of", and a few words for the breakdown', () => {
    assert.equal(continuing('At least one M5.0+ earthquake'), 'at least one M5.0+ earthquake');
    assert.equal(continuing('NASA EONET reports'), 'NASA EONET reports');
    const base = {
      hazard: 'earthquake',
      description: 'd',
      radiusKm: 150,
      windowStart: '2026-11-30T00:00:00Z',
      windowEnd: '2026-12-07T00:00:00Z',
      center: { lat: 0, lng: 0 },
    };
    assert.equal(companionShort({ ...base, minMagnitude: 5, verifiedBy: 'USGS Earthquake Catalog' }), 'M5.0+ epicentre within 150 km');
    assert.equal(
      companionShort({ ...base, radiusKm: 300, category: 'severeStorms', verifiedBy: 'NASA EONET' }),
      'NASA EONET event within 300 km',
    );
  });
});

describe('watch form errors', () => {
  test("the server's field names become the form's words", () => {
    assert.equal(
      watchFieldLine('channels[0].target', 'target is a loopback or private address'),
      'Channel 1: target is a loopback or private address',
    );
    assert.equal(
      watchFieldLine('channels[2]', 'webhook target must be an http(s) URL'),
      'Channel 3: webhook target must be an http(s) URL',
    );
    assert.equal(watchFieldLine('hysteresis', 'hysteresis must be between 0 and 50'), 'Re-arm margin: must be between 0 and 50');
    assert.equal(
      watchFieldLine('intervalMin', 'intervalMin must be between 1 and 10080 (a week)'),
      'Check every: must be between 1 and 10080 (a week)',
    );
    assert.equal(
      watchFieldLine('correlationHazards[1]', 'must be one of: earthquake, …'),
      'Correlated hazards: must be one of: earthquake, …',
    );
    assert.equal(watchFieldLine('prompt', 'give exactly one of prompt or place'), 'Question: give exactly one of prompt or place');
    assert.equal(watchFieldLine('somethingNew', 'is not a known field'), 'somethingNew: is not a known field');
  });
});
