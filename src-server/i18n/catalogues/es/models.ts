// Spanish words the models share (see ../en/models.ts).
import type { models as en } from '../en/models.js';
import type { Catalogue } from '../types.js';

export const models: Catalogue<typeof en> = {
  weather: {
    noYears: 'ningún año',
    pastEnsemble: 'del conjunto',
    pastIfs: 'de la ejecución determinista IFS del ECMWF',
    era5And: 'ERA5 y {{history}}',
    ifItHappens: 'Si ocurre: se esperan unos {{days}} días de interrupción (gravedad {{severity}}).',
  },
  physical: {
    noCmip6: 'No respondió ninguna simulación CMIP6: la probabilidad de los años siguientes supone el clima actual.',
    usually: 'Lo habitual (mismas fechas, años de {{history}}): {{clim}}; esta previsión: {{chance}}.',
    laterYears:
      'Los {{years}} año(s) después del primero: {{perYear}} al año de media, tomados como independientes; con el primer año ({{first}}), {{chance}} en todo el periodo.',
    expected: 'En promedio en el periodo: {{episodes}} episodio(s) dañino(s) ({{what}}), {{days}} días de interrupción en total.',
    once: 'Al menos una vez en el periodo, {{what}}',
  },
  eonet: {
    companion:
      'Evento verificable asociado: {{count}} {{plural}} según EONET a menos de {{km}} km en {{years}} años; probabilidad vinculada de uno en el periodo: {{chance}}.',
    noAnswer: 'NASA EONET no respondió: el evento asociado se basa en la probabilidad previa de un catálogo sin eventos.',
    event: 'Al menos un evento de {{noun}} de NASA EONET observado a menos de {{km}} km de {{place}}',
    eventsLayer: 'EONET: {{plural}} a menos de {{km}} km ({{years}} años)',
    radiusLayer: 'Radio del evento asociado de EONET ({{hazard}}, {{km}} km)',
    noun: { floods: 'inundación', severeStorms: 'tormenta fuerte', wildfires: 'incendio forestal' },
    plural: { floods: 'inundaciones', severeStorms: 'tormentas fuertes', wildfires: 'incendios forestales' },
  },
  bias: {
    corrected:
      'Miembros corregidos frente a {{history}} mediante el mapeo de cuantiles de los últimos {{days}} días {{past}} (corrección media: {{parts}}).',
    additive: '{{variable}} {{sign}}{{amount}}{{unit}}',
    multiplicative: '{{variable}} ×{{factor}}',
    fewDays:
      'Hay muy pocos días recientes de {{history}} para mapear {{variable}} del conjunto ({{days}} < {{min}}): para {{variable}} se usan los miembros tal como se prevén, sin corregir, y la completitud de los datos es menor.',
    fewValues:
      'Hay muy pocos valores recientes de los miembros para mapear {{variable}} del conjunto ({{values}} < {{min}}): para {{variable}} se usan los miembros tal como se prevén, sin corregir, y la completitud de los datos es menor.',
    variable: {
      gustMaxKmh: 'las rachas',
      windMeanKmh: 'el viento medio',
      precipMm: 'la lluvia',
      tmaxC: 'la temperatura máxima',
      rhMinPct: 'la humedad mínima',
    },
    unit: { tmaxC: ' °C', rhMinPct: ' puntos' },
  },
  reliefweb: {
    unread: 'No se pudieron leer los informes de situación de ReliefWeb (solo contexto): {{reason}}',
    none: 'ReliefWeb no recoge ningún informe sobre {{country}} con la etiqueta {{themes}} en los últimos {{days}} días (solo contexto).',
    latest:
      'Últimos informes de situación de ReliefWeb sobre {{country}} ({{total}} con la etiqueta {{themes}} en {{days}} días; son contexto, no forman parte de la probabilidad): {{titles}}.',
    theme: '«{{name}}»',
    report: '«{{title}}»',
    reportDated: '«{{title}}» ({{date}})',
  },
};
