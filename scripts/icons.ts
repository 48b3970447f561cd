// Renders resources/icon.svg to the PNG sizes the app and electron-builder use (resources/icons/NxN.png and
// resources/icon.png at 1024 px, from which electron-builder makes the .icns and .ico). Run after editing the SVG:
// `npm run icons`; the PNGs are committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const resources = fileURLToPath(new URL('../resources', import.meta.url));
const svg = readFileSync(join(resources, 'icon.svg'), 'utf8');
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const render = (size: number) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

mkdirSync(join(resources, 'icons'), { recursive: true });
for (const size of SIZES) {
  const png = render(size);
  writeFileSync(join(resources, 'icons', `${size}x${size}.png`), png);
  process.stdout.write(`resources/icons/${size}x${size}.png  ${png.length} bytes\n`);
}
writeFileSync(join(resources, 'icon.png'), render(1024));
process.stdout.write('resources/icon.png (1024 px)\n');
