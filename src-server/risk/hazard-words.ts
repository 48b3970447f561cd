// A hazard named in a language: its name ("Inundación") and its risk ("Riesgo de inundación", "Hochwasserrisiko"),
// from the catalogue's `common.hazard` and `common.risk`; a hazard the catalogue lacks keeps its registry label.
import type { Language } from '../contracts/enums.js';
import { text } from './translate.js';

export const hazardName = (language: Language, id: string, label: string): string => text(language, `common.hazard.${id}`, {}, label);

/** "<Hazard> risk": the language's own wording for the hazard where it has one (German compounds), else its generic one. */
export const riskPhrase = (language: Language, id: string, label: string): string =>
  text(language, [`common.risk.${id}`, 'common.risk.generic'], { hazard: hazardName(language, id, label) });
