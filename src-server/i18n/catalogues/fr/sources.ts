// French reasons our source layer gives for a source that did not answer (see ../en/sources.ts).
import type { sources as en } from '../en/sources.js';
import type { Catalogue } from '../types.js';

export const sources: Catalogue<typeof en> = {
  offline: 'mode hors ligne : aucun appel effectué',
  timeout: 'délai dépassé après {{ms}} ms',
  timeoutBody: 'délai dépassé après {{ms}} ms pendant la lecture de la réponse',
  timeoutAttempt: 'délai dépassé après {{ms}} ms ({{attempts}} tentative)',
  timeoutAttempts: 'délai dépassé après {{ms}} ms ({{attempts}} tentatives)',
  dropped: 'la connexion a été coupée pendant la lecture de la réponse',
  notJson: 'la réponse n’est pas un JSON valide ({{type}})',
  noContentType: 'aucun type de contenu',
  retryAfterWait: 'limite de requêtes : encore {{seconds}} s d’attente, comme le demande Retry-After',
  circuitOpen: 'circuit ouvert après {{failures}} appels échoués d’affilée ; prochain essai dans {{seconds}} s au plus',
  budgetRefused:
    'budget Open-Meteo : {{used}} appels pondérés sur {{max}} utilisés ou en file d’attente pendant {{window}} ; cet appel (poids {{weight}}) aurait son tour dans {{wait}}, au-delà du délai de {{timeout}} accordé à chaque source',
  refusalQueued: '{{refusal}} ; mis en file d’attente jusqu’à son tour',
  queued: 'budget Open-Meteo : cet appel (poids {{weight}}) est en file d’attente et aura son tour dans {{wait}}',
  plannedRefresh: 'budget Open-Meteo : prévu pour la prochaine mise à jour de ce lieu, dans {{seconds}} s',
  window: {
    minute: 'la dernière minute',
    hour: 'la dernière heure',
    day: 'les dernières 24 heures',
    other: 'la dernière période ({{label}})',
  },
  duration: { ms: '{{n}} ms', s: '{{n}} s', min: '{{n}} min', hMin: '{{h}} h {{min}} min' },
  reliefwebRefused:
    'ReliefWeb a refusé l’appname « {{appname}} » (HTTP 403 : appname non approuvé). Demandez-en un sur {{page}} et indiquez-le dans les réglages ou dans RELIEFWEB_APPNAME.',
  reliefwebNoAppname:
    'Aucun appname ReliefWeb n’est défini : ReliefWeb ne sert que les appnames approuvés à l’avance ({{page}}) ; indiquez le vôtre dans les réglages ou dans RELIEFWEB_APPNAME.',
  viewsNotCovered:
    'Le run {{run}} de ViEWS ne contient aucune prévision pour {{country}} ({{iso3}}) : ViEWS ne prévoit que les États indépendants de la liste de Gleditsch et Ward, si bien que le risque de conflit n’est pas disponible ici.',
  fewsNetNoCountry:
    'FEWS NET ne publie aucune classification compatible avec l’IPC pour {{country}} (il suit une trentaine de pays), si bien que l’insécurité alimentaire n’est pas disponible ici.',
  fewsNetNoUnit:
    'Aucune unité classée par FEWS NET pour {{country}} lors de son cycle du {{round}} ({{units}} unités) ne contient {{place}} : FEWS NET n’a pas classé ce lieu, si bien que l’insécurité alimentaire n’est pas disponible ici (la phase d’une autre unité n’est pas utilisée).',
  fewsNetNoPairs:
    'Les cycles de FEWS NET pour {{country}} ne contiennent aucune projection évaluée par une classification ultérieure : la probabilité de ses projections ne peut pas être mesurée, si bien que l’insécurité alimentaire n’est pas disponible ici.',
};
