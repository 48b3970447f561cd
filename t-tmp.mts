import { loadGazetteer } from './src-server/geocode/gazetteer.ts';
const g = loadGazetteer();
for (const n of ['valencia','brest','cordoba','leon','merida','santiago','toledo','granada','guadalajara','salamanca','victoria','san sebastian','trujillo','alicante','cartagena','barcelona','frankfurt','hamburg','paris','orleans','nantes','tours','angers','porto','braga','coimbra','aveiro','lagos','viana','santa cruz','la paz','valladolid','cambridge','london','berlin','bern','freiburg','koln','hanover','halle','kassel']) {
  const cs = g.byName(n).slice(0, 4).map(c => `${c.name}|${c.countryCode} ${c.rank}`);
  console.log(n.padEnd(14), cs.join('; '));
}
