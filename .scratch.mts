import { eld } from 'eld/large';
eld.setLanguageSubset(['en','es','fr','pt','de']);
for (const s of ['temporada oficial de ciclones tropicais 12 (12, 12)', 'estação oficial dos ciclones tropicais 12 (12, 12)', 'temporada de furacões e tufões 12 (12, 12)', 'a temporada dos ciclones tropicais 12', 'época oficial dos ciclones tropicais 12 (12, 12)', 'temporada oficial dos ciclones tropicais 12 (12, 12)']) console.log(eld.detect(s).language, s);
