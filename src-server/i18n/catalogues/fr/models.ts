// French words the models share (see ../en/models.ts).
import type { models as en } from '../en/models.js';
import type { Catalogue } from '../types.js';

export const models: Catalogue<typeof en> = {
  weather: {
    noYears: 'aucune année',
    pastEnsemble: 'de l’ensemble',
    pastIfs: 'de l’exécution déterministe IFS de l’ECMWF',
    era5And: 'ERA5 et {{history}}',
    ifItHappens: 'S’il se produit : environ {{days}} jours de perturbation attendus (gravité {{severity}}).',
  },
  physical: {
    noCmip6: 'Aucune simulation CMIP6 n’a répondu : la probabilité des années suivantes suppose le climat actuel.',
    usually: 'En temps normal (mêmes dates, années {{history}}) : {{clim}} ; cette prévision : {{chance}}.',
    laterYears:
      'Les {{years}} année(s) après la première : {{perYear}} par an en moyenne, prises comme indépendantes ; avec la première année ({{first}}), {{chance}} sur toute la période.',
    expected: 'En moyenne sur la période : {{episodes}} épisode(s) dommageable(s) ({{what}}), {{days}} jours de perturbation au total.',
    once: 'Au moins une fois sur la période, {{what}}',
  },
  eonet: {
    companion:
      'Événement vérifiable associé : {{count}} {{plural}} selon EONET à moins de {{km}} km en {{years}} ans ; probabilité liée d’en observer un sur la période : {{chance}}.',
    noAnswer: 'NASA EONET n’a pas répondu : l’événement associé repose sur la probabilité a priori d’un catalogue sans événement.',
    event: 'Au moins un événement de type {{noun}} observé par NASA EONET à moins de {{km}} km de {{place}}',
    eventsLayer: 'EONET : {{plural}} à moins de {{km}} km ({{years}} ans)',
    radiusLayer: 'Rayon de l’événement associé EONET ({{hazard}}, {{km}} km)',
    noun: { floods: 'inondation', severeStorms: 'forte tempête', wildfires: 'feu de forêt' },
    plural: { floods: 'inondations', severeStorms: 'fortes tempêtes', wildfires: 'feux de forêt' },
  },
  bias: {
    corrected:
      'Membres corrigés par rapport à {{history}} par correspondance des quantiles des {{days}} derniers jours {{past}} (correction moyenne : {{parts}}).',
    additive: '{{variable}} {{sign}}{{amount}}{{unit}}',
    multiplicative: '{{variable}} ×{{factor}}',
    fewDays:
      'Trop peu de jours récents d’{{history}} pour caler {{variable}} de l’ensemble ({{days}} < {{min}}) : pour {{variable}}, les membres sont pris tels que prévus, sans correction, et la complétude des données est plus faible.',
    fewValues:
      'Trop peu de valeurs récentes des membres pour caler {{variable}} de l’ensemble ({{values}} < {{min}}) : pour {{variable}}, les membres sont pris tels que prévus, sans correction, et la complétude des données est plus faible.',
    variable: {
      gustMaxKmh: 'les rafales',
      windMeanKmh: 'le vent moyen',
      precipMm: 'la pluie',
      tmaxC: 'la température maximale',
      rhMinPct: 'l’humidité minimale',
    },
    unit: { tmaxC: ' °C', rhMinPct: ' points' },
  },
  reliefweb: {
    unread: 'Les rapports de situation de ReliefWeb (contexte seulement) n’ont pas pu être lus : {{reason}}',
    none: 'ReliefWeb ne recense aucun rapport sur le pays ({{country}}) avec l’étiquette {{themes}} ces {{days}} derniers jours (contexte seulement).',
    latest:
      'Derniers rapports de situation de ReliefWeb sur le pays, {{country}} ({{total}} avec l’étiquette {{themes}} en {{days}} jours ; contexte, hors probabilité) : {{titles}}.',
    theme: '« {{name}} »',
    report: '« {{title}} »',
    reportDated: '« {{title}} » ({{date}})',
  },
};
