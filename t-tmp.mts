import { loadGazetteer } from './src-server/geocode/gazetteer.ts';
import { understandPrompt } from './src-server/geocode/understand.ts';
const g = loadGazetteer();
const now = new Date('2026-11-23T12:00:00Z');
for (const p of ['What is the heat risk in Seville, Spain next summer?', 'Wildfire risk for a vacation rental purchase in Los Angeles', 'Wildfire risk for a house in Los Angeles', 'Wildfire risk for a house purchase in Los Angeles', 'flood risk in Munich', 'Cologne flooding', 'earthquake risk Lisbon', 'Geneva air quality', 'flood risk in Venice next week', 'we rent out an apartment in Lisbon, quake risk?', 'moving a family to Denver, wildfire smoke?', 'heat in Gothenburg', 'Krakow smog this winter']) {
  const u = await understandPrompt(p, now, {gazetteer: g});
  console.log(p.padEnd(60), '→', u.language, u.place.name, u.hazards.join(','), u.horizon, u.lens, u.window?.start.toISOString().slice(0,10), u.window?.end.toISOString().slice(0,10));
}
