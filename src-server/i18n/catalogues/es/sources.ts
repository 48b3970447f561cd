// Spanish reasons our source layer gives for a source that did not answer (see ../en/sources.ts).
import type { sources as en } from '../en/sources.js';
import type { Catalogue } from '../types.js';

export const sources: Catalogue<typeof en> = {
  offline: 'modo sin conexión: no se hizo ninguna llamada',
  timeout: 'se agotó el tiempo de espera tras {{ms}} ms',
  timeoutBody: 'se agotó el tiempo de espera tras {{ms}} ms al leer la respuesta',
  timeoutAttempt: 'se agotó el tiempo de espera tras {{ms}} ms ({{attempts}} intento)',
  timeoutAttempts: 'se agotó el tiempo de espera tras {{ms}} ms ({{attempts}} intentos)',
  dropped: 'la conexión se cortó mientras se leía la respuesta',
  notJson: 'la respuesta no es un JSON válido ({{type}})',
  noContentType: 'sin tipo de contenido',
  retryAfterWait: 'límite de peticiones: faltan {{seconds}} s de la espera que pidió Retry-After',
  circuitOpen: 'circuito abierto tras {{failures}} llamadas fallidas seguidas; el próximo intento será en {{seconds}} s como mucho',
  budgetRefused:
    'presupuesto de Open-Meteo: {{used}} de {{max}} llamadas ponderadas usadas o en cola en {{window}}; esta llamada (peso {{weight}}) tendría su turno dentro de {{wait}}, más allá del margen de {{timeout}} de cada fuente',
  refusalQueued: '{{refusal}}; queda en cola hasta su turno',
  queued: 'presupuesto de Open-Meteo: esta llamada (peso {{weight}}) está en cola y tendrá su turno dentro de {{wait}}',
  plannedRefresh: 'presupuesto de Open-Meteo: prevista para la próxima actualización de este lugar, dentro de {{seconds}} s',
  window: { minute: 'el último minuto', hour: 'la última hora', day: 'las últimas 24 horas', other: 'el último periodo ({{label}})' },
  duration: { ms: '{{n}} ms', s: '{{n}} s', min: '{{n}} min', hMin: '{{h}} h {{min}} min' },
  reliefwebRefused:
    'ReliefWeb rechazó el appname «{{appname}}» (HTTP 403: no es un appname aprobado). Solicite uno en {{page}} y configúrelo en los ajustes o en RELIEFWEB_APPNAME.',
  reliefwebNoAppname:
    'No hay ningún appname de ReliefWeb configurado: ReliefWeb solo atiende a appnames aprobados de antemano ({{page}}); configure el suyo en los ajustes o en RELIEFWEB_APPNAME.',
  viewsNotCovered:
    'La ejecución {{run}} de ViEWS no tiene previsión para {{country}} ({{iso3}}): ViEWS solo pronostica los Estados independientes de la lista de Gleditsch y Ward, así que el riesgo de conflicto no está disponible aquí.',
  fewsNetNoCountry:
    'FEWS NET no publica ninguna clasificación compatible con la CIF para {{country}} (sigue unos 30 países), así que la inseguridad alimentaria no está disponible aquí.',
  fewsNetNoUnit:
    'Ninguna unidad clasificada por FEWS NET para {{country}} en su ronda del {{round}} ({{units}} unidades) contiene {{place}}: FEWS NET no ha clasificado este lugar, así que la inseguridad alimentaria no está disponible aquí (no se usa la fase de otra unidad).',
  fewsNetNoPairs:
    'Las rondas de FEWS NET para {{country}} no contienen ninguna proyección evaluada por una clasificación posterior, así que la probabilidad de sus proyecciones no se puede medir y la inseguridad alimentaria no está disponible aquí.',
};
