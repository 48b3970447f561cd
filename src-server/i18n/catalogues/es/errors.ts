// Spanish words of the problem documents (see ../en/errors.ts); field names, headers and values are kept as they are.
import type { errors as en } from '../en/errors.js';
import type { Catalogue } from '../types.js';
import { fields } from './fields.js';

export const errors: Catalogue<typeof en> = {
  codes: {
    bad_request: {
      title: 'Solicitud incorrecta',
      explanation: 'No se pudo leer la solicitud (por ejemplo, una URL o una solicitud HTTP mal formada).',
    },
    validation_failed: {
      title: 'Solicitud no válida',
      explanation: 'Falta un campo o tiene un valor fuera de los permitidos. La lista errors indica cada campo y los valores permitidos.',
    },
    invalid_json: { title: 'Cuerpo JSON mal formado', explanation: 'No se pudo interpretar el cuerpo como JSON.' },
    empty_body: { title: 'Cuerpo de la solicitud vacío', explanation: 'Content-Type indica JSON, pero el cuerpo está vacío.' },
    unauthorized: {
      title: 'No autorizado',
      explanation: 'El token Authorization: Bearer no es ni el token del propietario ni un token de gestión de este servidor.',
    },
    invalid_api_key: {
      title: 'Clave de API no válida',
      explanation: 'La X-Service-API-Key es desconocida o está revocada. Una clave incorrecta nunca se trata como anónima.',
    },
    forbidden: {
      title: 'Prohibido',
      explanation: 'Quien llama no puede hacer esto (la gestión de claves y los ajustes son del propietario).',
    },
    forbidden_host: {
      title: 'Host no permitido',
      explanation: 'La cabecera Host no es un nombre local (protección contra el DNS rebinding).',
    },
    forbidden_origin: { title: 'Origen no permitido', explanation: 'La cabecera Origin no corresponde a una página local.' },
    not_found: { title: 'No encontrado', explanation: 'No existe esa ruta ni ese recurso.' },
    watch_not_found: {
      title: 'Vigilancia no encontrada',
      explanation: 'Quien llama no puede ver ninguna vigilancia con ese identificador.',
    },
    api_key_required: {
      title: 'Se necesita una clave de API',
      explanation:
        'Las carteras pertenecen a una clave de API o al propietario: envíe X-Service-API-Key (o el token del propietario). Quien llama de forma anónima no tiene ninguna.',
    },
    portfolio_not_found: {
      title: 'Cartera no encontrada',
      explanation: 'Quien llama no puede ver ninguna cartera con ese identificador.',
    },
    no_usable_sites: {
      title: 'Ningún emplazamiento utilizable',
      explanation:
        'Ninguna fila de la importación se pudo usar: cada una necesita coordenadas válidas o un lugar que se pueda encontrar. rejected da el motivo de cada fila.',
    },
    too_many_sites: {
      title: 'Demasiados emplazamientos',
      explanation: 'Una cartera tiene como máximo 1000 emplazamientos: divida la importación.',
    },
    key_not_found: {
      title: 'Clave de API no encontrada',
      explanation: 'No hay ninguna clave de API con ese identificador (gestión de claves del propietario).',
    },
    method_not_allowed: { title: 'Método no permitido', explanation: 'La ruta existe, pero no para este método HTTP.' },
    setting_locked: {
      title: 'Ajuste fijado por el entorno',
      explanation: 'Una variable de entorno fija este ajuste (p. ej., HAZARDCAST_OFFLINE=1): cámbiela allí y reinicie.',
    },
    tiles_disabled: {
      title: 'Las teselas de mapa en línea están desactivadas',
      explanation: 'Las teselas de mapa en línea están desactivadas en los ajustes (onlineTiles).',
    },
    not_acceptable: {
      title: 'No aceptable',
      explanation: 'El servidor no puede responder en ningún tipo de contenido que permita la cabecera Accept.',
    },
    payload_too_large: {
      title: 'Cuerpo de la solicitud demasiado grande',
      explanation: 'Los cuerpos están limitados a 64 KiB (una importación de cartera, a 1 MiB).',
    },
    uri_too_long: {
      title: 'URI demasiado larga',
      explanation:
        'Un parámetro de ruta (como el identificador de una vigilancia) tiene más de 100 caracteres; los identificadores que crea Hazardcast son mucho más cortos.',
    },
    unsupported_media_type: {
      title: 'Tipo de contenido no admitido',
      explanation:
        'Solo se aceptan cuerpos con Content-Type: application/json (una importación de cartera también text/csv y application/geo+json).',
    },
    place_not_found: {
      title: 'Lugar no encontrado',
      explanation:
        'No se reconoció ningún lugar en la pregunta. Indique una ciudad o unas coordenadas. Un nombre leído como el lugar pero desconocido se devuelve en `unknownPlace`, con los nombres conocidos más cercanos en `candidates`; nunca se responde por otro lugar.',
    },
    quota_exceeded: {
      title: 'Cuota diaria agotada',
      explanation: 'La cuota diaria se ha agotado; se renueva a las 00:00 UTC (vea Retry-After y X-RateLimit-Reset).',
    },
    rate_limited: { title: 'Demasiadas solicitudes', explanation: 'Demasiadas solicitudes en poco tiempo; vea Retry-After.' },
    internal_error: {
      title: 'Error interno',
      explanation: 'Un fallo inesperado por nuestra parte. Ha quedado registrado; el detalle se oculta a propósito.',
    },
    invalid_config: {
      title: 'Configuración no válida',
      explanation:
        'Un ajuste (variable de entorno o archivo de configuración) no es válido; la aplicación se niega a arrancar. Nunca se envía por HTTP.',
    },
    db_out_of_sync: {
      title: 'Base de datos de una versión más nueva',
      explanation:
        'La base de datos contiene migraciones que esta versión no conoce; la aplicación se niega a arrancar. Nunca se envía por HTTP.',
    },
    db_corrupt: {
      title: 'Base de datos dañada',
      explanation:
        'Solo al arrancar: el archivo de la base de datos está dañado. Restaure una copia con npm run restore (docs/reliability.md). Nunca se envía por HTTP.',
    },
    restore_refused: {
      title: 'Restauración rechazada',
      explanation:
        'Solo con npm run restore: la copia está dañada o es demasiado nueva, o la aplicación sigue en marcha. Nunca se envía por HTTP.',
    },
    copy_refused: {
      title: 'Copia rechazada',
      explanation:
        'Solo con npm run db:copy: la base de datos del servidor del equipo no está vacía, o las dos tienen versiones de esquema distintas. Nunca se envía por HTTP.',
    },
    copy_mismatch: {
      title: 'Copia no verificada',
      explanation:
        'Solo con npm run db:copy: una tabla tiene filas distintas en los dos lados después de la copia (difieren los recuentos o las sumas de control). Nunca se envía por HTTP.',
    },
    storage_full: {
      title: 'Almacenamiento lleno',
      explanation:
        'El disco de la base de datos está lleno, así que no se pudo guardar la solicitud. No se escribió nada a medias. Libere espacio y vuelva a intentarlo (Retry-After).',
    },
    storage_unavailable: {
      title: 'Almacenamiento no disponible',
      explanation:
        'No se pudo leer ni escribir la base de datos (un error de disco). No se escribió nada a medias. Vuelva a intentarlo más tarde.',
    },
    secret_key_unavailable: {
      title: 'Clave de secretos no disponible',
      explanation:
        'No se puede leer la clave que sella los secretos guardados (falta secret.key, está mal formada o la guarda el llavero de la aplicación de escritorio).',
    },
    secret_unreadable: {
      title: 'Secreto guardado ilegible',
      explanation:
        'Un secreto guardado no se abre con la clave actual (la clave se sustituyó o se perdió). Vuelva a introducir el secreto en los ajustes.',
    },
    offline_mode: {
      title: 'El modo sin conexión está activado',
      explanation:
        'El modo sin conexión está activado, así que no se descarga nada de internet. Desactívelo en los ajustes (salvo que lo haya fijado HAZARDCAST_OFFLINE=1).',
    },
    tile_unavailable: {
      title: 'Tesela de mapa no disponible',
      explanation:
        'El servidor de teselas en línea falló o respondió algo que no es una imagen; el mapa base sin conexión se sigue dibujando.',
    },
    forecast_pending: {
      title: 'Previsión pendiente',
      explanation:
        'Todavía no se pudo puntuar nada: las llamadas que necesitan los peligros pedidos esperan su turno en el presupuesto de Open-Meteo (o el `Retry-After` de una fuente) y se están haciendo mientras tanto. Vuelva a preguntar pasados `Retry-After` segundos; `hazards[]` da el estado, `readyAt` y el motivo de cada peligro. No es un fallo: ninguna fuente falló.',
    },
    sources_unavailable: {
      title: 'Fuentes de datos no disponibles',
      explanation:
        'No se pudo puntuar ningún peligro pedido y ninguno espera turno: una fuente falló sin nada en caché, o al modelo le faltó un dato. El detalle y `hazards[]` dan el motivo de cada peligro; `sources` lista el estado de cada fuente. Inténtelo más tarde.',
    },
  },
  details: {
    hidden: 'Algo ha fallado por nuestra parte. Ha quedado registrado.',
    unsupportedMediaType: 'Envíe el cuerpo como JSON con la cabecera Content-Type: application/json.',
    bodyTooLarge: 'El cuerpo de la solicitud supera el límite: 64 KiB (1 MiB para una importación de cartera).',
    emptyBody: 'El cuerpo está vacío, pero Content-Type indica JSON; envíe un objeto JSON.',
    invalidJson: 'El cuerpo no es un JSON válido.',
    contentLength: 'La cabecera Content-Length no coincide con el cuerpo.',
    paramTooLong: 'Un parámetro de ruta tiene más de 100 caracteres.',
    badUrl: 'La URL no es válida (¿una codificación porcentual mal formada?).',
    unparsable: 'No se pudo interpretar la solicitud HTTP.',
    noRoute: 'No hay ninguna ruta para {{method}} {{path}}. Consulte /docs para ver la API.',
    ownerToken: 'El token bearer de Authorization no es el token del propietario de esta aplicación.',
    manageToken:
      'El token bearer de Authorization no es un token de gestión creado por este servidor (cada uno se muestra una vez, al crear una vigilancia anónima).',
    apiKey: 'La X-Service-API-Key es desconocida o está revocada.',
    host: 'El host «{{host}}» no está permitido. Hazardcast solo responde en localhost (defina HAZARDCAST_ALLOWED_HOSTS para añadir nombres).',
    origin: 'El origen «{{origin}}» no está permitido. Solo las páginas servidas desde localhost pueden llamar a esta API.',
    quota:
      'La cuota diaria de {{limit}} solicitudes para {{who}} se ha agotado. Se renueva a las 00:00 UTC ({{reset}}). Envíe una X-Service-API-Key para un nivel superior.',
    quotaAnonymous: 'esta dirección IP (anónima)',
    quotaKey: 'esta clave de nivel {{tier}}',
    badgeRate: 'Demasiadas solicitudes de distintivos desde esta dirección IP: el límite es de {{limit}} por minuto.',
    ownerSettings: 'Los ajustes de la aplicación son del propietario (Authorization: Bearer <token del propietario>).',
    ownerTests: 'Los envíos de prueba son del propietario (Authorization: Bearer <token del propietario>).',
    ownerKeys: 'La gestión de claves es solo del propietario de la aplicación (Authorization: Bearer <token del propietario>).',
    ownerNotify: 'Los ajustes de notificación son del propietario (Authorization: Bearer <token del propietario>).',
    offlineLocked: 'HAZARDCAST_OFFLINE=1 mantiene activado el modo sin conexión: elimínela y reinicie para conectarse.',
    keyNotFound: 'No hay ninguna clave de API con el identificador «{{id}}».',
    watchNotFound: 'No hay ninguna vigilancia {{id}} para quien llama.',
    apiKeyRequired:
      'Las carteras necesitan una clave de API (X-Service-API-Key) o el token del propietario; quien llama de forma anónima no puede crearlas.',
    portfolioNotFound: 'No hay ninguna cartera {{id}} para quien llama.',
    offlineTiles: 'El modo sin conexión está activado: no se descargan teselas de mapa en línea.',
    tilesOff: 'Las teselas de mapa en línea están desactivadas en los ajustes.',
    tileRange: '{{field}} debe ser menor que 2^z ({{max}}) con el zoom {{z}}.',
    tileNoAnswer: 'El servidor de teselas no respondió: {{error}}.',
    tileStatus: 'El servidor de teselas respondió con HTTP {{status}}.',
    tileType: 'El servidor de teselas respondió con {{type}}, que no es una imagen.',
    tileNoType: 'ningún tipo de contenido',
    tilePrivate:
      'El servidor de teselas llevó a una dirección privada ({{target}}); el propietario puede permitir destinos privados en la configuración.',
    tileRedirectPrivate:
      'El servidor de teselas redirigió a una dirección privada ({{target}}); el propietario puede permitir destinos privados en la configuración.',
    tileRedirects: 'El servidor de teselas redirigió más de {{max}} veces.',
    tileRedirectNotUrl: 'El servidor de teselas redirigió a algo que no es una URL.',
    tileRedirectScheme: 'El servidor de teselas redirigió a una URL {{scheme}}.',
    pendingAll: 'Todavía no se pudo puntuar nada; vuelva a preguntar en {{seconds}} s. {{reasons}}.',
    noneScored: 'No se pudo puntuar ningún peligro. {{reasons}}.',
    storageFull:
      'El disco de la base de datos de Hazardcast está lleno, así que no se pudo guardar esta solicitud. No se escribió nada a medias; libere espacio y vuelva a intentarlo.',
    storageUnavailable:
      'No se pudo escribir ni leer la base de datos de Hazardcast en este momento (un error de disco). No se escribió nada a medias; vuelva a intentarlo más tarde.',
    mcpNoSession: 'Sin sesión, envíe los mensajes JSON-RPC con POST /mcp; GET y DELETE necesitan el Mcp-Session-Id de una sesión.',
    enterpriseQuota: 'dailyQuota es obligatorio para una clave de nivel enterprise.',
    quotaRange: 'dailyQuota debe ser un número entero de 1 a {{max}}.',
    fixedQuota: 'El nivel {{tier}} tiene una cuota fija de {{quota}} al día; solo las claves enterprise aceptan dailyQuota.',
    place: {
      notFound:
        'No se encontró ningún lugar en la pregunta. Nombre una ciudad (p. ej., «riesgo de inundación en Lagos, Nigeria») o dé coordenadas (p. ej., «en 6.45, 3.39»).{{detail}}{{hint}}',
      offline: ' «{{name}}» no figura en el nomenclátor sin conexión.',
      lookupFailed: ' «{{name}}» no figura en el nomenclátor sin conexión y la búsqueda en línea falló ({{reason}}).',
      unknown: ' Ni el nomenclátor sin conexión ni la búsqueda en línea conocen «{{name}}»{{where}}.',
      in: ' en {{countries}}',
      candidates: ' Nombres conocidos más parecidos: {{names}}.',
      candidate: '{{name}} ({{admin1}}{{country}}, {{population}} habitantes)',
      admin1: '{{admin1}}, ',
    },
  },
  fields,
};
