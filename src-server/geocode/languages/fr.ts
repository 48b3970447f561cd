// French prompt vocabulary (folded: no accents or apostrophes, so "l'été" is "lete" and "jusqu'à" "jusqua").
import { registryWords } from './registry-words.js';
import type { LanguagePack } from './types.js';

const MONTHS = 'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre';
const WEEKDAYS = 'lundi mardi mercredi jeudi vendredi samedi dimanche';

export const fr: LanguagePack = {
  code: 'fr',
  markers: `noel paques demain aujourdhui maintenant bientot le la les de des du en et pour au aux un une est sont quel quelle quels quelles risque risques dans sur avec
    mon ma mes notre nos votre ce cet cette ces prochain prochaine prochains prochaines semaine mois annee annees ans jours
    il y a t faut peut pas ne qui que quoi ou est ce estce lannee lete lhiver dici jusqua jusquen jusquau aujourdhui
    chez pendant depuis vers selon sera serait bientot aussi tres plus moins danger dangereux probabilite voudrais
    voulons devrions partir vivre habiter quelles`.split(/\s+/),
  commonWords: `le la les de des du en et pour au aux un une est sont quel quelle risque risques dans sur avec sans sous
 mon ma mes notre nos votre ce cet cette ces prochain prochaine semaine mois annee ans jours il y a faut peut pas ne
 qui que quoi ou chez pendant depuis vers selon tres plus moins ete hiver printemps automne 
 sud est 
 
 feu eau air terre vent pluie neige chaleur froid sec seche famille enfants travail bureau usine
 entreprise voyage vacances achat vente location plan long court moyen terme alerte ${MONTHS} ${WEEKDAYS} noel paques
 deux trois quatre cinq dix cent mille`.split(/\s+/),
  placePrepositions: ['a', 'en', 'pour', 'pres', 'vers', 'dans', 'au', 'aux', 'sur', 'autour', 'visiter', 'proche'],
  // Hazard words live with each hazard (hazards/<hazard>/words.ts), read through the registry.
  hazards: registryWords('fr'),
  lens: {
    'business-setup': [
      'entrepot', 'entrepots', 'usine', 'usines', 'bureau', 'bureaux', 'succursale', 'succursales', 'filiale', 'entreprise', 'entreprises',
      'societe', 'employes', 'salaries', 'personnel', 'chaine dapprovisionnement', 'chaine d approvisionnement', 'magasin', 'magasins',
      'boutique', 'boutiques', 'siege', 'centre de donnees', 'datacenter', 'logistique', 'site industriel', 'site de production',
      'restaurant', 'activite', 'commerce', 'notre site', 'production', 'atelier',
    ],
    'family-relocation': [
      'demenager', 'demenagement', 'demenageons', 's installer', 'nous installer', 'm installer', 'famille', 'ma famille',
      'notre famille', 'enfants', 'mes parents', 'grands parents', 'mes grands parents', 'retraite', 'prendre ma retraite', 'prendre notre retraite', 'retraites', 'vivre',
      'vivre a', 'habiter', 'notre maison', 'ma maison', 'foyer', 'emigrer', 'expatriation', 'nouveau travail', 'nouvel emploi',
      'elever', 'relocalisation', 'nous vivons', 'on vit', 'j habite', 'nous habitons', 'on habite',
    ],
    travel: [
      'voyage', 'voyages', 'voyager', 'voyage daffaires', 'voyage d affaires', 'vacances', 'visiter', 'visite', 'touristes', 'touriste',
      'tourisme', 'lune de miel', 'sejour', 'croisiere', 'randonnee', 'escapade', 'week end prolonge', 'vol', 'festival', 'excursion',
    ],
    investment: [
      'investir', 'investissement', 'investissements', 'investisseur', 'investisseurs', 'acheter une maison', 'acheter un appartement',
      'acheter une propriete', 'acheter un bien', 'acheter un terrain', 'achat immobilier', 'achat dune maison', 'achat d une maison',
      'achat dun appartement', 'achat d un appartement', 'immobilier', 'bien immobilier', 'biens immobiliers', 'portefeuille',
      'hypotheque', 'pret immobilier', 'location saisonniere', 'residence secondaire', 'maison de vacances', 'investissement locatif', 'mettre en location', 'en location', 'location', 'louer', 'rentabilite',
      'actifs', 'propriete', 'proprietes',
    ],
    'community-planning': [
      'commune', 'communes', 'municipalite', 'municipal', 'mairie', 'maire', 'collectivite', 'collectivites', 'communaute', 'communautes',
      'habitants', 'residents', 'riverains', 'protection civile', 'securite civile', 'urbanisme', 'ecoles', 'ong', 'humanitaire',
      'aide humanitaire', 'planification', 'plan communal', 'evacuation', 'abris', 'quartier',
    ],
  },
  ownOnly: ['location', 'bureau', 'bureaux', 'foyer', 'vol', 'feu', 'feux', 'restaurant', 'festival', 'personnel', 'commerce', 'production', 'louer', 'actifs', 'propriete', 'proprietes', 'insecurite', 'manifestations', 'pollution', 'troubles'],
  time: [
    ['(?:la )?semaine (?:prochaine|suivante|qui vient)|(?:la )?prochaine semaine', 'next week'],
    ['cette semaine', 'this week'],
    ['(?:le )?(?:week end|weekend) (?:prochain|suivant)|(?:le )?prochain (?:week end|weekend)', 'next weekend'],
    ['(?:ce|le) (?:week end|weekend)', 'this weekend'],
    ['(?:le )?mois (?:prochain|suivant|qui vient)|(?:le )?prochain mois', 'next month'],
    ['ce mois(?: ci)?', 'this month'],
    ['(?:l ?annee|l ?an) (?:prochaine?|suivante?|qui vient)|(?:la )?prochaine annee', 'next year'],
    ['cette annee', 'this year'],
    ['(?:le )?trimestre prochain|(?:le )?prochain trimestre', 'next quarter'],
    ['ce trimestre', 'this quarter'],
    ['(?:dans |pendant |au cours de )?(?:la )?(?:decennie prochaine|prochaine decennie)', 'the next decade'],
    ['cette decennie', 'this decade'],
    ['l ?ete (?:prochain|qui vient)|(?:le )?prochain ete', 'next summer'],
    ['l ?hiver (?:prochain|qui vient)|(?:le )?prochain hiver', 'next winter'],
    ['l ?automne (?:prochain|qui vient)|(?:le )?prochain automne', 'next autumn'],
    ['(?:le )?printemps (?:prochain|qui vient)|(?:le )?prochain printemps', 'next spring'],
    ['(?:cet|ce) (ete|hiver|automne|printemps)', 'this $1'],
    ['(?:le )?reste de (?:l ?annee|lannee)', 'rest of the year'],
    ['(?:le )?reste du mois', 'rest of the month'],
    ['(?:a |d ?ici |jusqua )?la fin de la decennie', 'end of the decade'],
    ['(?:a |d ?ici |avant )?la fin du siecle', 'end of the century'],
    ['(?:jusqu ?a |jusqu ?au |jusqua )la fin de (?:l ?annee|lannee)', 'until end of the year'],
    ['(?:jusqu ?a |jusqua )la fin du mois', 'until end of the month'],
    ['(?:a |d ?ici )?la fin de (?:l ?annee|lannee)', 'end of the year'],
    ['(?:a |d ?ici )?la fin du mois', 'end of the month'],
    ['(?:dans |pendant |au cours )?(?:des |les )(?:prochains|prochaines) ', 'the next '],
    ['(?:dans |pendant |au cours )?(?:des |les )([0-9]+|deux|trois|quatre|cinq|six|sept|huit|dix|douze|quinze|vingt|trente|cinquante) (?:prochains|prochaines) ', 'the next $1 '],
    ['(?:prochains|prochaines) ', 'next '],
    ['il y a ([0-9]+|un|une|deux|trois|cinq|dix) (ans|annees|mois|semaines|jours)', '$1 $2 ago'],
    ['a court terme', 'short term'],
    ['a moyen terme', 'medium term'],
    ['a (?:long|tres long) terme', 'long term'],
    ['apres demain', 'day after tomorrow'],
    ['ce matin', 'this morning'],
    ['cet apres midi', 'this afternoon'],
    ['ce soir|cette nuit', 'tonight'],
    ['aujourdhui|aujourd hui', 'today'],
    ['demain', 'tomorrow'],
    ['en ce moment|actuellement|maintenant', 'right now'],
    ['(?:la )?veille de noel|(?:le )?reveillon de noel', 'christmas eve'],
    ['(?:la )?saint sylvestre|(?:le )?reveillon du nouvel an', 'new years eve'],
    ['(?:le )?jour de l ?an|(?:le )?nouvel an', 'new year'],
    ['(?:les )?vacances de noel|(?:les )?fetes de fin d ?annee|(?:les )?fetes', 'christmas holidays'],
    ['noel', 'christmas'],
    ['paques', 'easter'],
    ['(?:la )?saison des ouragans', 'hurricane season'],
    ['(?:la )?saison des typhons', 'typhoon season'],
    ['(?:la )?saison des cyclones', 'cyclone season'],
    ['(?:la )?saison des (?:feux|incendies)', 'fire season'],
    ['(?:la )?saison des pluies|(?:la )?mousson', 'rainy season'],
    ['(?:la )?saison seche', 'dry season'],
    ['l ?ete|ete', 'summer'],
    ['l ?hiver|hiver', 'winter'],
    ['l ?automne|automne', 'autumn'],
    ['(?<!(?:this|next) )(?:au |le )printemps', 'the spring'],
    ['printemps', 'spring'],
    ['jusqua (?:la fin de )?|jusquen |jusquau |jusqu a |jusqu en |jusqu au ', 'until '],
    ['avant (?:le |la )?', 'before '],
    ['d ?ici (?:a )?(?:la |le )?', 'by '],
    ['(?:a la |a )?mi ', 'mid '],
    ['debut ', 'early '],
    ['fin ', 'end of '],
    ['(?:en|pendant|durant) (?:lannee |l annee )?(?=[0-9])', 'in '],
    ['(?:en|pendant|durant|au mois de) (?=(?:' + MONTHS.replace(/ /g, '|') + '))', 'in '],
    ['dans ', 'in '],
    ['les annees (?=[0-9]{4})', 'the '],
    ['jours?', 'days'], ['semaines?', 'weeks'], ['quinzaine', 'fortnight'], ['mois', 'months'], ['annees?|ans?', 'years'],
    ['decennies?', 'decades'], ['heures?', 'hours'], ['generations', 'generations'],
    ['quelques', 'a few'], ['une?', 'a'], ['deux', 'two'], ['trois', 'three'], ['quatre', 'four'], ['cinq', 'five'], ['six', 'six'],
    ['sept', 'seven'], ['huit', 'eight'], ['neuf', 'nine'], ['dix', 'ten'], ['douze', 'twelve'], ['quinze', 'fifteen'],
    ['vingt', 'twenty'], ['trente', 'thirty'], ['cinquante', 'fifty'],
    ['janvier', 'january'], ['fevrier', 'february'], ['mars', 'march'], ['avril', 'april'], ['mai', 'may'], ['juin', 'june'],
    ['juillet', 'july'], ['aout', 'august'], ['septembre', 'september'], ['octobre', 'october'], ['novembre', 'november'],
    ['decembre', 'december'],
    ['lundi', 'monday'], ['mardi', 'tuesday'], ['mercredi', 'wednesday'], ['jeudi', 'thursday'], ['vendredi', 'friday'],
    ['samedi', 'saturday'], ['dimanche', 'sunday'],
  ],
  dateWords: `${MONTHS} ${WEEKDAYS}`.split(' '),
  dateBy: ['avant le', 'avant', 'dici le', 'd ici le', 'dici'],
  dateUntil: ['jusquau', 'jusqu au', 'jusqua', 'jusqu a'],
};
