// The docs a newcomer reads: README.md stays a page read in one sitting (at most 15,000 bytes), and every relative
// link in README.md and docs/**/*.md leads to a file that exists and, when it names a heading (#anchor) of a
// Markdown page, to a heading that exists (GitHub's anchor rule). Links inside code (fenced or inline) are not links.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const README_MAX_BYTES = 15_000;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );
}

/** The page's text with fenced code blocks and inline code blanked, so a link shown as code is not checked. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchor: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]!.replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Every relative link target of a page: [text](target) and [text]: target, external and mail links left out. */
function relativeLinks(text: string): string[] {
  const body = prose(text);
  const inline = [...body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const defs = [...body.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!);
  return [...inline, ...defs].filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

/** What is wrong with one link from `from`, or null when it leads somewhere true. */
function brokenReason(from: string, target: string): string | null {
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = pathPart === '' ? from : resolve(dirname(from), decodeURIComponent(pathPart));
  if (!existsSync(file)) return 'no such file';
  if (anchor && statSync(file).isFile() && file.endsWith('.md') && !anchorsOf(file).has(anchor.toLowerCase())) {
    return `no heading #${anchor}`;
  }
  return null;
}

const pages = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

test(`README.md is at most ${README_MAX_BYTES.toLocaleString('en')} bytes`, () => {
  const bytes = statSync(join(root, 'README.md')).size;
  assert.ok(bytes <= README_MAX_BYTES, `README.md is ${bytes} bytes; move detail into docs/`);
});

test('every relative link in README.md and docs/**/*.md leads to an existing file and heading', () => {
  const broken = pages.flatMap((page) =>
    relativeLinks(readFileSync(page, 'utf8')).flatMap((target) => {
      const reason = brokenReason(page, target);
      return reason ? [`${relative(root, page)}: ${target} (${reason})`] : [];
    }),
  );
  assert.deepEqual(broken, []);
  assert.ok(pages.length > 10, 'the docs were found');
});

test('the link check itself: finds relative links, leaves out code and external links, and sees a broken one', () => {
  const page =
    'See [a](docs/a.md#x), [b][ref], [c](https://example.com), `[d](not/a/link.md)`\n\n[ref]: ../b.md\n' + '```sh\n[e](also/not.md)\n```\n';
  assert.deepEqual(relativeLinks(page), ['docs/a.md#x', '../b.md']);
  assert.equal(brokenReason(join(root, 'README.md'), 'docs/no-such-page.md'), 'no such file');
  assert.equal(brokenReason(join(root, 'README.md'), 'docs/methodology.md#no-such-heading'), 'no heading #no-such-heading');
  assert.equal(brokenReason(join(root, 'README.md'), 'docs/methodology.md'), null);
  assert.equal(slug('Heat and drought hindcast (online)'), 'heat-and-drought-hindcast-online');
});
