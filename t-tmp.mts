import { loadGazetteer } from './src-server/geocode/gazetteer.ts';
import { LANGUAGE_PACKS } from './src-server/geocode/languages/index.ts';
const g = loadGazetteer();
for (const [code, p] of Object.entries(LANGUAGE_PACKS)) {
  if (code === 'en') continue;
  const words = new Set([...p.commonWords, ...Object.values(p.hazards).flat(), ...Object.values(p.lens).flat()]);
  const hits = [...words].flatMap(w => { const c = g.byName(w)[0]; return c && c.rank >= 30000 ? [`${w}→${c.name} ${c.countryCode} ${c.rank}`] : []; });
  console.log(code, hits.join('; '));
}
