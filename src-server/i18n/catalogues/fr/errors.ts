// French words of the problem documents (see ../en/errors.ts); field names, headers and values are kept as they are.
import type { errors as en } from '../en/errors.js';
import type { Catalogue } from '../types.js';
import { fields } from './fields.js';

export const errors: Catalogue<typeof en> = {
  codes: {
    bad_request: {
      title: 'Requête incorrecte',
      explanation: 'La requête n’a pas pu être lue (par exemple une URL ou une requête HTTP mal formée).',
    },
    validation_failed: {
      title: 'Requête non valide',
      explanation: 'Un champ manque ou a une valeur hors de celles permises. La liste errors indique chaque champ et les valeurs permises.',
    },
    invalid_json: { title: 'Corps JSON mal formé', explanation: 'Le corps n’a pas pu être interprété comme du JSON.' },
    empty_body: { title: 'Corps de requête vide', explanation: 'Content-Type annonce du JSON, mais le corps est vide.' },
    unauthorized: {
      title: 'Non autorisé',
      explanation: 'Le jeton Authorization: Bearer n’est ni le jeton du propriétaire ni un jeton de gestion de ce serveur.',
    },
    invalid_api_key: {
      title: 'Clé d’API non valide',
      explanation: 'La X-Service-API-Key est inconnue ou révoquée. Une mauvaise clé n’est jamais traitée comme un accès anonyme.',
    },
    forbidden: {
      title: 'Interdit',
      explanation: 'L’appelant n’a pas le droit de faire cela (la gestion des clés et les réglages appartiennent au propriétaire).',
    },
    forbidden_host: {
      title: 'Hôte non autorisé',
      explanation: 'L’en-tête Host n’est pas un nom local (protection contre le DNS rebinding).',
    },
    forbidden_origin: { title: 'Origine non autorisée', explanation: 'L’en-tête Origin ne correspond pas à une page locale.' },
    not_found: { title: 'Introuvable', explanation: 'Cette route ou cette ressource n’existe pas.' },
    watch_not_found: {
      title: 'Surveillance introuvable',
      explanation: 'Aucune surveillance portant cet identifiant n’est visible pour cet appelant.',
    },
    api_key_required: {
      title: 'Clé d’API requise',
      explanation:
        'Les portefeuilles appartiennent à une clé d’API ou au propriétaire : envoyez X-Service-API-Key (ou le jeton du propriétaire). Un appelant anonyme n’en a pas.',
    },
    portfolio_not_found: {
      title: 'Portefeuille introuvable',
      explanation: 'Aucun portefeuille portant cet identifiant n’est visible pour cet appelant.',
    },
    no_usable_sites: {
      title: 'Aucun site utilisable',
      explanation:
        'Aucune ligne de l’import n’a pu être utilisée : chacune demande des coordonnées valides ou un lieu que l’on peut trouver. rejected donne la raison de chaque ligne.',
    },
    too_many_sites: {
      title: 'Trop de sites',
      explanation: 'Un portefeuille compte au plus 1 000 sites : divisez l’import.',
    },
    key_not_found: {
      title: 'Clé d’API introuvable',
      explanation: 'Aucune clé d’API ne porte cet identifiant (gestion des clés du propriétaire).',
    },
    method_not_allowed: { title: 'Méthode non autorisée', explanation: 'La route existe, mais pas pour cette méthode HTTP.' },
    setting_locked: {
      title: 'Réglage fixé par l’environnement',
      explanation: 'Une variable d’environnement fixe ce réglage (par exemple HAZARDCAST_OFFLINE=1) : modifiez-la et redémarrez.',
    },
    tiles_disabled: {
      title: 'Les tuiles de carte en ligne sont désactivées',
      explanation: 'Les tuiles de carte en ligne sont désactivées dans les réglages (onlineTiles).',
    },
    not_acceptable: {
      title: 'Non acceptable',
      explanation: 'Le serveur ne peut répondre dans aucun type de contenu permis par l’en-tête Accept.',
    },
    payload_too_large: {
      title: 'Corps de requête trop volumineux',
      explanation: 'Les corps sont limités à 64 Kio (un import de portefeuille à 1 Mio).',
    },
    uri_too_long: {
      title: 'URI trop longue',
      explanation:
        'Un paramètre de chemin (comme l’identifiant d’une surveillance) dépasse 100 caractères ; les identifiants créés par Hazardcast sont bien plus courts.',
    },
    unsupported_media_type: {
      title: 'Type de contenu non pris en charge',
      explanation:
        'Seuls les corps avec Content-Type: application/json sont acceptés (un import de portefeuille accepte aussi text/csv et application/geo+json).',
    },
    place_not_found: {
      title: 'Lieu introuvable',
      explanation:
        'Aucun lieu n’a été reconnu dans la question. Indiquez une ville ou des coordonnées. Un nom lu comme le lieu mais inconnu est renvoyé dans `unknownPlace`, avec les noms connus les plus proches dans `candidates` ; aucun autre lieu n’est pris à sa place.',
    },
    quota_exceeded: {
      title: 'Quota quotidien dépassé',
      explanation: 'Le quota quotidien est épuisé ; il se renouvelle à 00:00 UTC (voir Retry-After et X-RateLimit-Reset).',
    },
    rate_limited: { title: 'Trop de requêtes', explanation: 'Trop de requêtes en peu de temps ; voir Retry-After.' },
    internal_error: {
      title: 'Erreur interne',
      explanation: 'Une défaillance inattendue de notre côté. Elle a été consignée ; le détail est masqué volontairement.',
    },
    invalid_config: {
      title: 'Configuration non valide',
      explanation:
        'Un réglage (variable d’environnement ou fichier de configuration) n’est pas valide ; l’application refuse de démarrer. Jamais envoyé par HTTP.',
    },
    db_out_of_sync: {
      title: 'Base de données d’une version plus récente',
      explanation:
        'La base de données contient des migrations que cette version ne connaît pas ; l’application refuse de démarrer. Jamais envoyé par HTTP.',
    },
    db_corrupt: {
      title: 'Base de données endommagée',
      explanation:
        'Au démarrage seulement : le fichier de la base de données est endommagé. Restaurez une sauvegarde avec npm run restore (docs/reliability.md). Jamais envoyé par HTTP.',
    },
    restore_refused: {
      title: 'Restauration refusée',
      explanation:
        'Avec npm run restore seulement : la sauvegarde est endommagée ou trop récente, ou l’application tourne encore. Jamais envoyé par HTTP.',
    },
    copy_refused: {
      title: 'Copie refusée',
      explanation:
        'Avec npm run db:copy seulement : la base de données du serveur d’équipe n’est pas vide, ou les deux ont des versions de schéma différentes. Jamais envoyé par HTTP.',
    },
    copy_mismatch: {
      title: 'Copie non vérifiée',
      explanation:
        'Avec npm run db:copy seulement : une table contient des lignes différentes des deux côtés après la copie (les nombres ou les sommes de contrôle diffèrent). Jamais envoyé par HTTP.',
    },
    storage_full: {
      title: 'Stockage plein',
      explanation:
        'Le disque de la base de données est plein, donc la requête n’a pas pu être enregistrée. Rien n’a été écrit à moitié. Libérez de l’espace et réessayez (Retry-After).',
    },
    storage_unavailable: {
      title: 'Stockage indisponible',
      explanation:
        'La base de données n’a pas pu être lue ni écrite (une erreur de disque). Rien n’a été écrit à moitié. Réessayez plus tard.',
    },
    secret_key_unavailable: {
      title: 'Clé des secrets indisponible',
      explanation:
        'La clé qui scelle les secrets enregistrés est illisible (secret.key absente, mal formée ou détenue par le trousseau de l’application de bureau).',
    },
    secret_unreadable: {
      title: 'Secret enregistré illisible',
      explanation:
        'Un secret enregistré ne s’ouvre pas avec la clé actuelle (la clé a été remplacée ou perdue). Saisissez à nouveau le secret dans les réglages.',
    },
    offline_mode: {
      title: 'Le mode hors ligne est activé',
      explanation:
        'Le mode hors ligne est activé, donc rien n’est téléchargé depuis internet. Désactivez-le dans les réglages (sauf si HAZARDCAST_OFFLINE=1 l’impose).',
    },
    tile_unavailable: {
      title: 'Tuile de carte indisponible',
      explanation:
        'Le serveur de tuiles en ligne a échoué ou a répondu autre chose qu’une image ; le fond de carte hors ligne reste affiché.',
    },
    forecast_pending: {
      title: 'Prévision en attente',
      explanation:
        'Rien n’a encore pu être évalué : les appels dont les aléas demandés ont besoin attendent leur tour dans le budget Open-Meteo (ou le `Retry-After` d’une source) et sont faits entre-temps. Redemandez après `Retry-After` secondes ; `hazards[]` donne l’état, `readyAt` et la raison de chaque aléa. Ce n’est pas une panne : aucune source n’a échoué.',
    },
    sources_unavailable: {
      title: 'Sources de données indisponibles',
      explanation:
        'Aucun aléa demandé n’a pu être évalué et aucun n’attend son tour : une source a échoué sans rien en cache, ou il manquait une donnée au modèle. Le détail et `hazards[]` donnent la raison de chaque aléa ; `sources` donne l’état de chaque source. Réessayez plus tard.',
    },
  },
  details: {
    hidden: 'Une erreur s’est produite de notre côté. Elle a été consignée.',
    unsupportedMediaType: 'Envoyez le corps en JSON avec l’en-tête Content-Type: application/json.',
    bodyTooLarge: 'Le corps de la requête dépasse la limite : 64 Kio (1 Mio pour un import de portefeuille).',
    emptyBody: 'Le corps est vide alors que Content-Type annonce du JSON ; envoyez un objet JSON.',
    invalidJson: 'Le corps n’est pas un JSON valide.',
    contentLength: 'L’en-tête Content-Length ne correspond pas au corps.',
    paramTooLong: 'Un paramètre de chemin dépasse 100 caractères.',
    badUrl: 'L’URL n’est pas valide (un encodage pourcent mal formé ?).',
    unparsable: 'La requête HTTP n’a pas pu être interprétée.',
    noRoute: 'Aucune route pour {{method}} {{path}}. Consultez /docs pour l’API.',
    ownerToken: 'Le jeton bearer d’Authorization n’est pas le jeton du propriétaire de cette application.',
    manageToken:
      'Le jeton bearer d’Authorization n’est pas un jeton de gestion émis par ce serveur (chacun est montré une fois, à la création d’une surveillance anonyme).',
    apiKey: 'La X-Service-API-Key est inconnue ou révoquée.',
    host: 'L’hôte « {{host}} » n’est pas autorisé. Hazardcast ne répond que sur localhost (définissez HAZARDCAST_ALLOWED_HOSTS pour ajouter des noms).',
    origin: 'L’origine « {{origin}} » n’est pas autorisée. Seules les pages servies depuis localhost peuvent appeler cette API.',
    quota:
      'Le quota quotidien de {{limit}} requêtes pour {{who}} est épuisé. Il se renouvelle à 00:00 UTC ({{reset}}). Envoyez une X-Service-API-Key pour un niveau supérieur.',
    quotaAnonymous: 'cette adresse IP (anonyme)',
    quotaKey: 'cette clé de niveau {{tier}}',
    badgeRate: 'Trop de demandes de badge depuis cette adresse IP : la limite est de {{limit}} par minute.',
    ownerSettings: 'Les réglages de l’application appartiennent à son propriétaire (Authorization: Bearer <jeton du propriétaire>).',
    ownerTests: 'Les envois de test appartiennent au propriétaire (Authorization: Bearer <jeton du propriétaire>).',
    ownerKeys: 'La gestion des clés est réservée au propriétaire de l’application (Authorization: Bearer <jeton du propriétaire>).',
    ownerNotify: 'Les réglages de notification appartiennent au propriétaire (Authorization: Bearer <jeton du propriétaire>).',
    offlineLocked: 'HAZARDCAST_OFFLINE=1 maintient le mode hors ligne : supprimez-la et redémarrez pour vous connecter.',
    keyNotFound: 'Aucune clé d’API ne porte l’identifiant « {{id}} ».',
    watchNotFound: 'Aucune surveillance {{id}} pour cet appelant.',
    apiKeyRequired:
      'Les portefeuilles demandent une clé d’API (X-Service-API-Key) ou le jeton du propriétaire ; un appelant anonyme ne peut pas en créer.',
    portfolioNotFound: 'Aucun portefeuille {{id}} pour cet appelant.',
    offlineTiles: 'Le mode hors ligne est activé : aucune tuile de carte en ligne n’est téléchargée.',
    tilesOff: 'Les tuiles de carte en ligne sont désactivées dans les réglages.',
    tileRange: '{{field}} doit être inférieur à 2^z ({{max}}) au zoom {{z}}.',
    tileNoAnswer: 'Le serveur de tuiles n’a pas répondu : {{error}}.',
    tileStatus: 'Le serveur de tuiles a répondu HTTP {{status}}.',
    tileType: 'Le serveur de tuiles a répondu {{type}}, qui n’est pas une image.',
    tileNoType: 'sans type de contenu',
    tilePrivate:
      'Le serveur de tuiles a mené à une adresse privée ({{target}}) ; le propriétaire peut autoriser les cibles privées dans les réglages.',
    tileRedirectPrivate:
      'Le serveur de tuiles a redirigé vers une adresse privée ({{target}}) ; le propriétaire peut autoriser les cibles privées dans les réglages.',
    tileRedirects: 'Le serveur de tuiles a redirigé plus de {{max}} fois.',
    tileRedirectNotUrl: 'Le serveur de tuiles a redirigé vers quelque chose qui n’est pas une URL.',
    tileRedirectScheme: 'Le serveur de tuiles a redirigé vers une URL {{scheme}}.',
    pendingAll: 'Rien n’a encore pu être évalué ; redemandez dans {{seconds}} s. {{reasons}}.',
    noneScored: 'Aucun aléa n’a pu être évalué. {{reasons}}.',
    storageFull:
      'Le disque de la base de données de Hazardcast est plein, donc cette requête n’a pas pu être enregistrée. Rien n’a été écrit à moitié ; libérez de l’espace et réessayez.',
    storageUnavailable:
      'La base de données de Hazardcast n’a pas pu être écrite ni lue pour le moment (une erreur de disque). Rien n’a été écrit à moitié ; réessayez plus tard.',
    mcpNoSession: 'Sans session, envoyez les messages JSON-RPC avec POST /mcp ; GET et DELETE exigent le Mcp-Session-Id d’une session.',
    enterpriseQuota: 'dailyQuota est obligatoire pour une clé de niveau enterprise.',
    quotaRange: 'dailyQuota doit être un nombre entier de 1 à {{max}}.',
    fixedQuota: 'Le niveau {{tier}} a un quota fixe de {{quota}} par jour ; seules les clés enterprise acceptent dailyQuota.',
    place: {
      notFound:
        'Aucun lieu n’a été trouvé dans la question. Nommez une ville (p. ex. « risque d’inondation à Lagos, Nigeria ») ou donnez des coordonnées (p. ex. « à 6.45, 3.39 »).{{detail}}{{hint}}',
      offline: ' « {{name}} » ne figure pas dans le répertoire géographique hors ligne.',
      lookupFailed:
        ' « {{name}} » ne figure pas dans le répertoire géographique hors ligne et la recherche en ligne a échoué ({{reason}}).',
      unknown: ' Ni le répertoire géographique hors ligne ni la recherche en ligne ne connaissent « {{name}} »{{where}}.',
      in: ' ({{countries}})',
      candidates: ' Noms connus les plus proches : {{names}}.',
      candidate: '{{name}} ({{admin1}}{{country}}, {{population}} habitants)',
      admin1: '{{admin1}}, ',
    },
  },
  fields,
};
