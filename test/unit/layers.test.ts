// The server's rooms stand in floors (docs/architecture.md "Layers", the only copy of the order): a runtime import
// never runs from a floor to one above it. The import graph is dpdm's, with TypeScript transpiled first so that
// type-only imports (erased, no module loaded) drop out.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseDependencyTree } from 'dpdm';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = 'src-server/';

interface Entry {
  floor: number;
  pattern: string;
  /** A folder entry holds every file under it; a file entry (or `*` pattern) places one file, above its folder's entry. */
  matches: (file: string) => boolean;
  isFolder: boolean;
}

/** The ```layers block of docs/architecture.md: `N  entry, entry, …` a line, the ground first. */
function readLayers(markdown: string): Entry[] {
  const block = /^```layers\n([\s\S]*?)^```/m.exec(markdown);
  assert.ok(block, 'docs/architecture.md has no ```layers block under "Layers"');
  return block[1]!
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const m = /^(\d+)\s+(.+)$/.exec(line.trim());
      assert.ok(m, `docs/architecture.md layers: cannot read the line "${line}"`);
      return m[2]!.split(',').map((raw) => {
        const pattern = raw.trim();
        const isFolder = pattern.endsWith('/');
        const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}${isFolder ? '' : '$'}`);
        return { floor: Number(m[1]), pattern, isFolder, matches: (file: string) => re.test(file) };
      });
    });
}

/** The entry that places a file (relative to src-server): a file entry before a folder entry, the deepest folder first. */
function placeOf(entries: readonly Entry[], file: string): Entry | undefined {
  const hits = entries.filter((e) => e.matches(file));
  return hits.sort((a, b) => Number(a.isFolder) - Number(b.isFolder) || b.pattern.length - a.pattern.length)[0];
}

test('no runtime import in src-server runs from a floor to one above it (docs/architecture.md "Layers")', async () => {
  const entries = readLayers(readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
  const tree = await parseDependencyTree(`${SERVER}**/*.ts`, {
    cwd: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.node.json'),
    transform: true,
    skipDynamicImports: false,
  });
  const files = Object.keys(tree).filter((f) => f.startsWith(SERVER));
  assert.ok(files.length > 100, `the import graph read only ${files.length} server files`);

  const problems: string[] = [];
  const used = new Set<Entry>();
  const place = (file: string) => {
    const entry = placeOf(entries, file.slice(SERVER.length));
    if (entry) used.add(entry);
    return entry;
  };
  for (const file of files.sort()) {
    const from = place(file);
    if (!from) {
      problems.push(`${file}: no floor places it (add it, or its folder, to the layers block)`);
      continue;
    }
    for (const dep of tree[file] ?? []) {
      if (!dep.id?.startsWith(SERVER)) continue;
      const to = place(dep.id);
      if (to && to.floor > from.floor)
        problems.push(
          `${file} (floor ${from.floor}, ${from.pattern}) imports '${dep.request}' = ${dep.id} (floor ${to.floor}, ${to.pattern})`,
        );
    }
  }
  for (const e of entries) if (!used.has(e)) problems.push(`layers entry "${e.pattern}" (floor ${e.floor}) names no server file`);
  assert.deepEqual(problems, [], `imports that run back up, or a stale layers list:\n${problems.join('\n')}`);
});

test('a file entry places its file above its folder, and the deepest folder wins', () => {
  const entries = readLayers(
    '```layers\n1  contracts/, hazards/event-fields.ts, hazards/*/answer-words.ts\n7  hazards/\n9  hazards/deep/\n```\n',
  );
  assert.equal(placeOf(entries, 'hazards/event-fields.ts')?.floor, 1);
  assert.equal(placeOf(entries, 'hazards/heat/answer-words.ts')?.floor, 1);
  assert.equal(placeOf(entries, 'hazards/heat/model.ts')?.floor, 7);
  assert.equal(placeOf(entries, 'hazards/deep/x.ts')?.floor, 9);
  assert.equal(placeOf(entries, 'hazards/heat/deeper/answer-words.ts')?.floor, 7); // `*` is one folder's name
  assert.equal(placeOf(entries, 'contracts-old/x.ts'), undefined); // a folder entry is a whole folder name
});
