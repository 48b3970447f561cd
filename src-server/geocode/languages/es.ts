// Spanish prompt vocabulary (folded: no accents, so "inundación" is "inundacion" and "año" is "ano").
import type { LanguagePack } from './types.js';

const MONTHS = 'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre';
const WEEKDAYS = 'lunes martes miercoles jueves viernes sabado domingo';

export const es: LanguagePack = {
  code: 'es',
  markers: `navidad nochevieja nochebuena hoy manana ahora pronto de la el en los las del y que para por con mi mis su sus nuestro nuestra nuestros nuestras riesgo riesgos
    hay es son como cual cuales donde cuando este esta estos estas proxima proximo proximos proximas semana mes ano anos
    dias meses una un al lo se si muy mas hasta desde durante sobre entre peligro probabilidad seguro segura vale pena
    quiero queremos deberia pasar vamos vivir zona ciudad tambien pero o u`.split(/\s+/),
  commonWords: `de la el en los las del y que para por con sin mi mis su sus nuestro nuestra nuestros nuestras riesgo
 riesgos hay es son como cual donde cuando este esta estos estas ese esa proxima proximo semana mes ano anos dias meses
 una un al lo se si muy mas hasta desde durante sobre entre ante tras hoy manana ahora verano invierno primavera
 otono sur 
 
 
 dos tres cuatro cinco diez
 ${MONTHS} ${WEEKDAYS} navidad pascua agua aire fuego tierra viento lluvia nieve calor frio seco seca humedo
 familia hijos trabajo oficina empresa negocio viaje vacaciones compra venta alquiler inversion planta fabrica
 seguridad salud vida muerte tiempo clima peligro alerta aviso plan plazo largo corto medio`.split(/\s+/),
  placePrepositions: ['en', 'a', 'para', 'cerca', 'hacia', 'desde', 'sobre', 'visitar', 'visitando', 'alrededor'],
  lens: {
    'business-setup': [
      'almacen', 'almacenes', 'bodega', 'bodegas', 'fabrica', 'fabricas', 'planta', 'oficina', 'oficinas', 'sucursal', 'sucursales',
      'empresa', 'empresas', 'negocio', 'negocios', 'empleados', 'trabajadores', 'personal', 'plantilla', 'cadena de suministro',
      'tienda', 'tiendas', 'instalaciones', 'sede', 'centro de datos', 'centro logistico', 'logistica', 'nave industrial',
      'restaurante', 'hotel', 'operaciones', 'produccion', 'mi empresa', 'nuestra empresa', 'nuestro negocio', 'local comercial',
    ],
    'family-relocation': [
      'mudarnos', 'mudarme', 'mudarse', 'mudanza', 'mudar', 'nos mudamos', 'me mudo', 'trasladarnos', 'trasladarme', 'traslado',
      'reubicacion', 'familia', 'mi familia', 'nuestra familia', 'hijos', 'ninos', 'mis padres', 'mis abuelos', 'abuelos', 'jubilarme', 'jubilarnos',
      'jubilarse', 'jubilacion', 'jubilados', 'vivir', 'vivir en', 'irnos a vivir', 'hogar', 'nuestra casa', 'mi casa', 'emigrar',
      'instalarnos', 'establecernos', 'criar', 'nuevo trabajo', 'vivimos', 'vivo en', 'vivimos en', 'mi hogar',
    ],
    travel: [
      'viaje', 'viajes', 'viajar', 'viaje de negocios', 'vacaciones', 'visitar', 'visita', 'visitando', 'turistas', 'turista', 'turismo',
      'luna de miel', 'excursion', 'escapada', 'crucero', 'senderismo', 'vuelo', 'festival', 'puente', 'de viaje', 'mochilero',
      'estancia', 'quedarnos unos dias',
    ],
    investment: [
      'invertir', 'inversion', 'inversiones', 'inversor', 'inversores', 'inversionista', 'comprar una casa', 'comprar casa',
      'comprar un piso', 'comprar piso', 'comprar un apartamento', 'comprar un departamento', 'comprar propiedad', 'comprar una propiedad',
      'comprar terreno', 'comprar un terreno', 'compra de una casa', 'compra de vivienda', 'compra de un piso', 'inmueble', 'inmuebles',
      'inmobiliaria', 'inmobiliario', 'bienes raices', 'cartera', 'hipoteca', 'alquiler vacacional', 'piso de alquiler', 'casa de vacaciones', 'segunda residencia', 'casa de playa',
      'para alquilar', 'alquilarlo', 'rentabilidad', 'activos', 'propiedad', 'propiedades',
    ],
    'community-planning': [
      'municipio', 'municipal', 'ayuntamiento', 'alcaldia', 'alcalde', 'comunidad', 'comunidades', 'vecinos', 'residentes',
      'habitantes', 'proteccion civil', 'gobierno local', 'autoridades', 'escuelas', 'colegios', 'ong', 'ayuda humanitaria',
      'humanitario', 'humanitaria', 'planificacion', 'planificacion urbana', 'plan de emergencia', 'evacuacion', 'albergues', 'barrio',
    ],
  },
  ownOnly: ['seca', 'temporal', 'temporales', 'avenida', 'avenidas', 'puente', 'personal', 'planta', 'hotel', 'festival', 'dana', 'inseguridad', 'propiedad', 'propiedades', 'activos', 'cartera'],
  time: [
    // Calendar periods.
    ['(?:la |esta )?(?:proxima|siguiente) semana|(?:la )?semana (?:(?:que|q) viene|proxima|siguiente)', 'next week'],
    ['esta semana', 'this week'],
    ['(?:el )?(?:proximo|siguiente) fin de semana|(?:el )?fin de semana (?:(?:que|q) viene|proximo)', 'next weekend'],
    ['(?:este|el) (?:fin de semana|finde)', 'this weekend'],
    ['(?:el )?(?:proximo|siguiente) mes|(?:el )?mes (?:(?:que|q) viene|proximo|siguiente)', 'next month'],
    ['este mes', 'this month'],
    ['(?:el )?(?:proximo|siguiente) ano|(?:el )?ano (?:(?:que|q) viene|proximo|siguiente)', 'next year'],
    ['este ano', 'this year'],
    ['(?:el )?(?:proximo|siguiente) trimestre', 'next quarter'],
    ['este trimestre', 'this quarter'],
    ['(?:en |durante )?(?:la )?(?:proxima|siguiente) decada', 'the next decade'],
    ['esta decada', 'this decade'],
    ['(?:el|la) (?:proxim[oa]|siguiente) (verano|invierno|primavera|otono)|(?:el|la) (verano|invierno|primavera|otono) (?:(?:que|q) viene|proxim[oa])', 'next $1$2'],
    ['(?:este|esta) (verano|invierno|primavera|otono)', 'this $1'],
    ['(?:a |hasta )?(?:finales|fines|final|fin) de la decada', 'end of the decade'],
    ['(?:el resto|lo que queda) del? ano', 'rest of the year'],
    ['(?:el resto|lo que queda) del? mes', 'rest of the month'],
    ['(?:a )?(?:finales|fines|final|fin) del? ano', 'end of the year'],
    ['(?:a )?(?:finales|fines|final|fin) del? mes', 'end of the month'],
    // Spans.
    ['(?:en |durante |a lo largo de )?(?:los|las) (?:proxim[oa]s|siguientes) ', 'the next '],
    ['(?:proxim[oa]s|siguientes) ', 'next '],
    ['(?:el |la )?(?:proxim[oa]|siguiente) ', 'next '],
    ['dentro de ', 'in '],
    ['hace ([0-9]+|un|una|dos|tres|cinco|diez) (anos|meses|semanas|dias)', '$1 $2 ago'],
    ['a corto plazo', 'short term'],
    ['a (?:medio|mediano) plazo', 'medium term'],
    ['a largo plazo', 'long term'],
    // Days.
    ['pasado manana', 'day after tomorrow'],
    ['(?:esta|por la) manana', 'this morning'],
    ['esta tarde', 'this afternoon'],
    ['esta noche', 'tonight'],
    ['hoy', 'today'],
    ['manana', 'tomorrow'],
    ['ahora mismo|ahora|en este momento|actualmente', 'right now'],
    // Holidays and seasons.
    ['nochebuena', 'christmas eve'],
    ['nochevieja', 'new years eve'],
    ['ano nuevo', 'new year'],
    ['(?:las )?navidad(?:es)?', 'christmas'],
    ['semana santa', 'easter'],
    ['temporada de huracanes', 'hurricane season'],
    ['temporada de tifones', 'typhoon season'],
    ['temporada de ciclones', 'cyclone season'],
    ['temporada de incendios', 'fire season'],
    ['temporada de (?:lluvias|monzones)|(?:epoca|estacion) de lluvias', 'rainy season'],
    ['temporada seca|(?:epoca|estacion) seca', 'dry season'],
    ['verano', 'summer'],
    ['invierno', 'winter'],
    ['(?<!(?:this|next) )(?:la )?primavera', 'the spring'],
    ['primavera', 'spring'],
    ['otono', 'autumn'],
    // Prepositions before dates and years.
    ['hasta (?:el |la )?(?:ano )?', 'until '],
    ['antes de(?:l| la| el)? ', 'before '],
    ['para (?:el |la )?(?:ano )?(?=[0-9])', 'by '],
    ['(?:a )?mediados de(?:l ano)? ', 'mid '],
    ['(?:a )?principios de(?:l ano)? ', 'early '],
    ['(?:a )?(?:finales|fines) de(?:l ano)? ', 'end of '],
    ['(?:en|durante) (?:el ano |los anos )?(?=[0-9])', 'in '],
    ['(?:en|durante|para) (?=(?:' + MONTHS.replace(/ /g, '|') + '))', 'in '],
    ['los anos (?=[0-9]{4})', 'the '],
    // Words.
    ['dias?', 'days'], ['semanas?', 'weeks'], ['quincena', 'fortnight'], ['mes(?:es)?', 'months'], ['anos?', 'years'],
    ['decadas?', 'decades'], ['horas?', 'hours'], ['generaciones', 'generations'],
    ['unos pocos|unas pocas|unos cuantos|unas cuantas|algunos|algunas', 'a few'], ['un par de', 'a couple of'],
    ['una?', 'a'], ['dos', 'two'], ['tres', 'three'], ['cuatro', 'four'], ['cinco', 'five'], ['seis', 'six'], ['siete', 'seven'],
    ['ocho', 'eight'], ['nueve', 'nine'], ['diez', 'ten'], ['doce', 'twelve'], ['quince', 'fifteen'], ['veinte', 'twenty'],
    ['treinta', 'thirty'], ['cincuenta', 'fifty'],
    ['enero', 'january'], ['febrero', 'february'], ['marzo', 'march'], ['abril', 'april'], ['mayo', 'may'], ['junio', 'june'],
    ['julio', 'july'], ['agosto', 'august'], ['se?tiembre', 'september'], ['octubre', 'october'], ['noviembre', 'november'],
    ['diciembre', 'december'],
    ['lunes', 'monday'], ['martes', 'tuesday'], ['miercoles', 'wednesday'], ['jueves', 'thursday'], ['viernes', 'friday'],
    ['sabado', 'saturday'], ['domingo', 'sunday'],
  ],
  dateWords: `${MONTHS} ${WEEKDAYS}`.split(' '),
  dateBy: ['antes del?', 'para el', 'para'],
  dateUntil: ['hasta el', 'hasta'],
};
