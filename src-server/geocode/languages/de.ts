// German prompt vocabulary (folded: "Hochwassergefahr" is one word, "nächste" is "nachste", "ß" is "ss").
import type { LanguagePack } from './types.js';

const MONTHS = 'januar jaenner februar marz maerz april mai juni juli august september oktober november dezember';
const WEEKDAYS = 'montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag';

export const de: LanguagePack = {
  code: 'de',
  markers: `an silvester weihnachten ostern heiligabend neujahr in heute morgen ubermorgen jetzt bald der die das den dem des ein eine einen einem einer und ist sind wie hoch gross welches welche welcher gibt es
    im am zum zur fur fuer mit bei von vom nach auf aus uber ueber unter unser unsere unseren unserem mein meine meinen
    risiko risiken gefahr nachste nachsten nachstes naechste naechsten diese dieses diesen dieser jahr jahren jahre woche
    wochen monat monaten tage tagen bis ob sollten sollen wollen mochten moechten konnen kann wird wir ich auch noch sehr
    wahrscheinlichkeit sicher hier dort wann wo was`.split(/\s+/),
  commonWords: `der die das den dem des ein eine einen einem einer und ist sind wie hoch welche gibt es im am zum zur
 fur mit bei von vom nach auf aus uber unter unser unsere mein meine risiko gefahr nachste nachsten diese dieses jahr
 woche monat tage bis ob wir ich auch noch sehr hier dort wann wo was heute morgen jetzt sommer winter fruhling herbst
 
 sonne feuer wasser luft erde
 wind regen schnee hitze kalte trocken nass familie kinder arbeit buro firma reise urlaub kauf verkauf miete plan lang
 kurz mittel ${MONTHS} ${WEEKDAYS} weihnachten ostern zwei drei vier funf zehn hundert tausend`.split(/\s+/),
  placePrepositions: ['in', 'im', 'bei', 'nach', 'fur', 'um', 'nahe', 'aus', 'am', 'rund'],
  lens: {
    'business-setup': [
      'lager', 'lagerhalle', 'lagerhaus', 'warenlager', 'fabrik', 'fabriken', 'werk', 'werke', 'produktionsstatte', 'buro', 'buero', 'buros',
      'niederlassung', 'niederlassungen', 'filiale', 'filialen', 'firma', 'unternehmen', 'betrieb', 'betriebe', 'mitarbeiter',
      'mitarbeitende', 'belegschaft', 'angestellte', 'lieferkette', 'lieferketten', 'geschaft', 'geschaeft', 'laden', 'standort',
      'rechenzentrum', 'logistikzentrum', 'hafenbetrieb', 'betriebs', 'logistik', 'produktion', 'restaurant', 'hotel', 'unsere firma', 'unser betrieb', 'zentrale',
    ],
    'family-relocation': [
      'umziehen', 'umzug', 'ziehen nach', 'ziehen wir', 'hinziehen', 'umsiedeln', 'familie', 'meine familie', 'unsere familie', 'kinder', 'kindern',
      'meine eltern', 'grosseltern', 'meine grosseltern', 'ruhestand', 'rente', 'in rente', 'alterssitz', 'wohnen', 'leben', 'dort leben', 'zuhause', 'unser haus',
      'mein haus', 'eigenheim', 'auswandern', 'neuer job', 'neue stelle', 'niederlassen', 'sesshaft', 'wir wohnen', 'ich wohne', 'wir leben', 'ich lebe',
    ],
    travel: [
      'reise', 'reisen', 'geschaftsreise', 'geschaeftsreise', 'dienstreise', 'urlaub', 'ferien', 'besuch', 'besuchen', 'touristen', 'tourist',
      'tourismus', 'flitterwochen', 'kreuzfahrt', 'wandern', 'wanderung', 'ausflug', 'flug', 'festival', 'kurztrip', 'stadtereise', 'stadtetrip',
      'aufenthalt', 'rucksackreise',
    ],
    investment: [
      'investieren', 'investition', 'investitionen', 'investor', 'investoren', 'anlage', 'kapitalanlage', 'geldanlage', 'immobilie',
      'immobilien', 'immobilienkauf', 'wohnung kaufen', 'haus kaufen', 'hauskauf', 'wohnungskauf', 'kauf einer wohnung', 'kauf eines hauses',
      'grundstuck kaufen', 'grundstuckskauf', 'eine wohnung zu kaufen', 'ein haus zu kaufen', 'portfolio', 'hypothek', 'baufinanzierung',
      'vermieten', 'vermietung', 'ferienwohnung', 'ferienhaus', 'zweitwohnsitz', 'zweitwohnung', 'mietobjekt', 'rendite', 'vermogenswerte',
    ],
    'community-planning': [
      'gemeinde', 'gemeinden', 'kommune', 'kommunen', 'stadtverwaltung', 'burgermeister', 'buergermeister', 'stadtrat', 'gemeinderat',
      'burger', 'buerger', 'einwohner', 'anwohner', 'bevolkerung', 'katastrophenschutz', 'zivilschutz', 'schulen', 'hilfsorganisation',
      'hilfsorganisationen', 'humanitar', 'humanitare', 'humanitaere', 'stadtplanung', 'planung', 'notfallplanung', 'evakuierung',
      'notunterkunfte', 'nachbarschaft', 'ngo',
    ],
  },
  ownOnly: ['war', 'brand', 'brande', 'lager', 'werk', 'werke', 'rente', 'anlage', 'laden', 'hotel', 'restaurant', 'festival', 'flug', 'hunger', 'terror', 'leben', 'pegel', 'planung', 'portfolio', 'burger', 'dunst'],
  time: [
    ['(?:in der |die )?(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) woche', 'next week'],
    ['(?:in )?(?:dieser|diese) woche', 'this week'],
    ['(?:am )?(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) wochenende', 'next weekend'],
    ['(?:an )?(?:diesem|dieses) wochenende|am wochenende', 'this weekend'],
    ['(?:im )?(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) monat', 'next month'],
    ['(?:in )?(?:diesem|diesen) monat', 'this month'],
    ['(?:im )?(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) jahr', 'next year'],
    ['(?:in )?(?:diesem|dieses) jahr', 'this year'],
    ['(?:im )?(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) quartal', 'next quarter'],
    ['(?:in )?(?:diesem|dieses) quartal', 'this quarter'],
    ['(?:im |in dem )?(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) jahrzehnt', 'the next decade'],
    ['(?:in )?(?:diesem|dieses) jahrzehnt', 'this decade'],
    ['(?:im )?(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) (sommer|winter|fruhling|fruehling|fruhjahr|herbst)', 'next $1'],
    ['(?:in )?(?:diesem|diesen) (sommer|winter|fruhling|fruehling|fruhjahr|herbst)', 'this $1'],
    ['(?:fur den |den )?rest des jahres|restliche jahr', 'rest of the year'],
    ['(?:fur den |den )?rest des monats', 'rest of the month'],
    ['(?:bis )?(?:zum )?ende des jahrzehnts', 'end of the decade'],
    ['(?:bis )?(?:zum |ende des )?jahresende|(?:bis )?ende des jahres', 'end of the year'],
    ['(?:bis )?(?:zum |ende des )?monatsende|(?:bis )?ende des monats', 'end of the month'],
    ['(?:in |wahrend |wahrend der |in der |uber die )?(?:den |die |der )(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) ', 'the next '],
    ['(?:nachste[nsr]?|naechste[nsr]?|kommende[nsr]?) ', 'next '],
    ['vor ([0-9]+|einem|einer|zwei|drei|funf|zehn) (jahren|monaten|wochen|tagen)', '$1 $2 ago'],
    ['kurzfristig', 'short term'],
    ['mittelfristig', 'medium term'],
    ['langfristig|auf lange sicht|auf dauer', 'long term'],
    ['ubermorgen|uebermorgen', 'day after tomorrow'],
    ['heute morgen|heute fruh', 'this morning'],
    ['heute nachmittag', 'this afternoon'],
    ['heute abend|heute nacht', 'tonight'],
    ['heute', 'today'],
    ['morgen', 'tomorrow'],
    ['jetzt|gerade|derzeit|aktuell|momentan', 'right now'],
    ['heiligabend|heiliger abend', 'christmas eve'],
    ['silvester', 'new years eve'],
    ['neujahr', 'new years day'],
    ['(?:uber |an )?weihnachten|weihnachtszeit|weihnachtsferien|feiertage', 'christmas'],
    ['(?:zu |uber |an )?ostern', 'easter'],
    ['hurrikansaison|hurrikan saison', 'hurricane season'],
    ['taifunsaison', 'typhoon season'],
    ['zyklonsaison', 'cyclone season'],
    ['waldbrandsaison|brandsaison', 'fire season'],
    ['regenzeit|monsunzeit|monsunsaison', 'rainy season'],
    ['trockenzeit', 'dry season'],
    ['sommer', 'summer'],
    ['winter', 'winter'],
    ['(?<!(?:this|next) )(?:im |der )(?:fruhling|fruehling|fruhjahr)', 'the spring'],
    ['fruhling|fruehling|fruhjahr', 'spring'],
    ['herbst', 'autumn'],
    ['bis (?:zum |zur |ins |in das )?(?:jahr )?|bis spatestens ', 'until '],
    ['vor (?:dem |der )?', 'before '],
    ['spatestens (?:bis )?', 'by '],
    ['mitte ', 'mid '],
    ['anfang ', 'early '],
    ['ende ', 'end of '],
    ['(?:im jahr|im jahre|in|wahrend) (?=[0-9])', 'in '],
    ['(?:im|in|wahrend|im monat) (?=(?:' + MONTHS.replace(/ /g, '|') + '))', 'in '],
    ['(?:die |den )?([0-9]{4})er(?: jahre| jahren|jahre|jahren)?', 'the $1s'],
    ['tage|tagen|tag', 'days'], ['wochen|woche', 'weeks'], ['monate|monaten|monat', 'months'], ['jahre|jahren|jahr', 'years'],
    ['jahrzehnte|jahrzehnten|jahrzehnt', 'decades'], ['stunden|stunde', 'hours'], ['generationen', 'generations'],
    ['ein paar|einige|wenige', 'a few'],
    ['einen|einem|einer|eine|ein', 'a'], ['zwei', 'two'], ['drei', 'three'], ['vier', 'four'], ['funf|fuenf', 'five'], ['sechs', 'six'],
    ['sieben', 'seven'], ['acht', 'eight'], ['neun', 'nine'], ['zehn', 'ten'], ['zwolf|zwoelf', 'twelve'], ['funfzehn', 'fifteen'],
    ['zwanzig', 'twenty'], ['dreissig', 'thirty'], ['funfzig|fuenfzig', 'fifty'],
    ['januar|jaenner', 'january'], ['februar', 'february'], ['marz|maerz', 'march'], ['april', 'april'], ['mai', 'may'], ['juni', 'june'],
    ['juli', 'july'], ['august', 'august'], ['september', 'september'], ['oktober', 'october'], ['november', 'november'],
    ['dezember', 'december'],
    ['montag', 'monday'], ['dienstag', 'tuesday'], ['mittwoch', 'wednesday'], ['donnerstag', 'thursday'], ['freitag', 'friday'],
    ['samstag|sonnabend', 'saturday'], ['sonntag', 'sunday'],
  ],
  dateWords: `${MONTHS} ${WEEKDAYS}`.split(' '),
  dateBy: ['vor dem', 'vor', 'spatestens am', 'spatestens'],
  dateUntil: ['bis zum', 'bis'],
};

/**
 * German joins words: "Erdbebenrisiko", "Hochwassergefahr", "Waldbrandsaison". A hazard word followed by one of these
 * endings (with or without a linking s or n) is still the hazard.
 */
export const GERMAN_COMPOUND_TAILS = ['belastung', 'risiko', 'risiken', 'gefahr', 'gefahren', 'lage', 'saison', 'warnung', 'warnungen', 'schaden', 'schaeden', 'prognose', 'vorhersage', 'wahrscheinlichkeit', 'schutz', 'ereignisse', 'ereignis', 'periode', 'welle', 'wellen', 'zeit', 'gebiet'];
