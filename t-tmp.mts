import { loadGazetteer } from './src-server/geocode/gazetteer.ts';
import { resolvePlace } from './src-server/geocode/resolve.ts';
const g = loadGazetteer();
for (const p of ["QUALITÉ DE L'AIR À MARSEILLE DEMAIN", "feux de forêt dans le Var cet été, on part en vacances"]) {
  const m = await resolvePlace(p, undefined, g, undefined, 'fr');
  console.log(m.place.name, m.spans);
}
console.log(g.regions('var'), g.byName('perth').length);
