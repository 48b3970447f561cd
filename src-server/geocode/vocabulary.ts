// Words people use for decision lenses, mapped to the interface's values, and English place words (see
// docs/prompt-understanding.md). Hazard words are each hazard's (hazards/<hazard>/definition.ts).
import type { DecisionLens } from '../contracts/enums.js';

/** Folded cue phrases per decision lens; the first cue in the prompt decides. */
export const LENS_WORDS: Record<DecisionLens, string[]> = {
  'business-setup': [
    'warehouse', 'warehouses', 'factory', 'factories', 'office', 'offices', 'branch', 'branches', 'data center',
    'data centre', 'datacenter', 'datacentre', 'employees', 'employee', 'staff', 'workforce', 'plant', 'facility',
    'facilities', 'business', 'company', 'supply chain', 'operations', 'headquarters', 'hq', 'our store', 'stores',
    'shop', 'retail', 'logistics', 'distribution center', 'distribution centre', 'site selection', 'our site',
    'manufacturing', 'workers', 'call center', 'call centre', 'contact center', 'dealership', 'startup', 'restaurant', 'hotel we run', 'depot',
    'family business', 'family run', 'family owned', 'family farm',
    // What people run (issue 37): plants, site and work camps, farms.
    'plants', 'power plant', 'refinery', 'mill', 'mine site', 'mining', 'oil rig', 'site camp', 'site camps', 'work camp',
    'work camps', 'construction camp', 'mining camp', 'labour camp', 'labor camp', 'workers camp', 'worker camp',
    'construction site', 'building site', 'project site', 'job site', 'jobsite', 'farm', 'farms', 'our farm', 'ranch',
    'orchard', 'vineyard', 'plantation', 'crops', 'harvest', 'livestock', 'cattle', 'solar farm', 'wind farm',
    'hotel project', 'hotel development', 'resort development', 'new hotel', 'new hotels',
  ],
  'family-relocation': [
    'moving', 'move', 'move to', 'move there', 'relocating', 'relocate', 'relocation', 'family', 'families', 'home',
    'retire', 'retiring', 'retirement', 'kids', 'children', 'my parents', 'settle', 'settling', 'live in',
    'living in', 'emigrate', 'emigrating', 'house hunting', 'new job',
    // A house or home to live in (buying one to rent out or as an asset is investment, below).
    // Phrases start at the noun: "a house purchase" must reach "house purchase" (leftmost match wins).
    'house', 'apartment', 'homeowner', 'homeowners', 'buy a home', 'buying a home', 'home purchase', 'own a house',
    'owning a house', 'own a home', 'owning a home', 'our flat', 'my flat', 'moving a family', 'move my family', 'move our family', 'moving my family', 'moving our family', 'family move',
    // Bought to live in, not to let (the longer phrase outranks "buying a house" at the same word).
    'house to live in', 'home to live in', 'flat to live in', 'apartment to live in', 'condo to live in', 'place to live',
    'buy a house to live in', 'buying a house to live in', 'buy a flat to live in', 'buying a flat to live in',
    'buy an apartment to live in', 'buying an apartment to live in', 'buy a home to live in', 'buying a home to live in',
    'raise our kids', 'raise a family', 'raising a family',
  ],
  travel: [
    'business trip', 'business trips', 'family holiday', 'family trip', 'family vacation', 'trip', 'trips', 'vacation', 'vacations', 'holiday', 'holidays', 'visiting', 'visit', 'visitors', 'tourists',
    'tourist', 'tourism', 'travel', 'travelling', 'traveling', 'travellers', 'travelers', 'honeymoon', 'backpacking',
    'hiking', 'cruise', 'sightseeing', 'getaway', 'festival', 'flight', 'layover', 'stay',
    // Events people go to (organising one is business-setup: LENS_PATTERNS).
    'conference', 'conferences', 'summit', 'trade fair', 'trade fairs', 'trade show', 'trade shows', 'expo', 'convention',
    'attending', 'attend', 'wedding', 'concert', 'pilgrims', 'pilgrim', 'pilgrimage', 'ski trip', 'weekend away',
  ],
  investment: [
    'invest', 'investment', 'investments', 'investing', 'investor', 'investors', 'buy property', 'buying property',
    'buy a house', 'buying a house', 'buy an apartment', 'buying an apartment',
    'buy a flat', 'buying a flat', 'buy a condo', 'buying a condo', 'condo', 'real estate purchase',
    'apartment purchase', 'property purchase', 'buy land', 'real estate', 'portfolio', 'property value', 'property values',
    'rental property', 'mortgage', 'assets', 'asset', 'infrastructure fund', 'insurer', 'underwriting',
    'acquisition', 'return on', 'land purchase',
    // Buying, renting out or owning property as an asset, even for holidays ("a vacation rental purchase").
    'house purchase', 'apartment purchase', 'condo purchase', 'villa purchase', 'purchase a house', 'purchasing a house',
    'purchase of a house', 'purchase property', 'purchasing property', 'vacation rental', 'vacation rentals', 'holiday rental',
    'holiday rentals', 'holiday let', 'holiday lets', 'holiday home', 'vacation home', 'second home', 'short term rental',
    'short term rentals', 'airbnb', 'rent out', 'renting out', 'rent it out', 'rental income', 'rental', 'rentals', 'landlord',
    'landlords', 'buy to let', 'income property', 'investment property', 'property owner', 'property owners', 'own property',
    'owning property', 'own a rental', 'owning a rental', 'apartment investment', 'house investment', 'house as an investment',
    'apartment as an investment', 'house to rent out', 'apartment to rent out', 'house flipping', 'flipping houses',
    // Held for a return.
    'let out', 'letting out', 'to let out', 'rental yield', 'capital growth', 'reit', 'farmland',
  ],
  'community-planning': [
    'municipality', 'municipal', 'city planners', 'planners', 'planning department', 'school district', 'schools',
    'community', 'communities', 'aid planning', 'aid', 'residents', 'city council', 'council', 'local government',
    'emergency management', 'emergency managers', 'civil protection', 'public health', 'humanitarian', 'ngo',
    'relief', 'neighbourhood', 'neighborhood', 'villagers', 'town hall', 'evacuation plan', 'shelters', 'mayor',
    // Public bodies (issue 37).
    'ministry', 'ministries', 'government', 'public body', 'public bodies', 'public agency', 'government agency',
    'state agency', 'federal agency', 'public works', 'public transit', 'public transport', 'transit authority',
    'transit agency', 'port authority', 'water authority', 'water board', 'water utility', 'water utilities', 'utility',
    'utilities', 'local authority', 'local authorities', 'regional authority', 'health authority', 'disaster management',
    'civil defence', 'civil defense', 'fire department', 'fire brigade', 'school board', 'hospital', 'hospitals',
  ],
};

/**
 * Cues with a gap, as regular expressions over the folded text: organising an event or running a hotel is a business
 * ("hosting a tech conference", "we run a small hotel"), where the event or hotel alone is a trip.
 */
export const LENS_PATTERNS: [string, DecisionLens][] = [
  [
    String.raw`(?:host|hosts|hosting|organi[sz]e|organi[sz]es|organi[sz]ing|put on|putting on|stage|staging|run|running|sponsor|sponsoring)(?: (?:a|an|the|our|my|this|their))?(?: [a-z0-9]+){0,2} (?:conference|summit|event|festival|expo|trade show|trade fair|convention|concert|retreat|gala|tournament|marathon)s?`,
    'business-setup',
  ],
  [
    String.raw`(?:run|runs|running|open|opens|opening|build|builds|building|develop|developing|manage|manages|managing|operate|operates|operating)(?: (?:a|an|the|our|my|this|their))?(?: [a-z0-9]+){0,2} (?:hotel|resort|guesthouse|guest house|hostel|motel|lodge)s?`,
    'business-setup',
  ],
];

/** Words after which a capitalised name is most likely the place. */
export const PLACE_PREPOSITIONS_EN = ['in', 'at', 'for', 'near', 'around', 'to', 'from', 'outside', 'visiting', 'into', 'across', 'about', 'of'];

/**
 * Ordinary words of risk questions that are also town names somewhere ("Sale", Morocco; "Most", Czechia;
 * "March", England). Alone they never make a place, unless written capitalised and qualified ("Hurricane, Utah").
 */
export const COMMON_WORDS = new Set(
  `a an the is are was be been being am do does did can could will would should shall may might must have has had
  i me my we us our you your he she it its they them their this that these those there here what which who whom
  whose when where why how whether if then than so as at by for from in into of off on onto out over under up down
  to too with within without about above below across after against along among around before behind beside
  between beyond during except inside near outside past since through throughout till until upon via per
  and or but nor not no yes all any both each few more most other some such only own same very just also even
  ever again still yet already soon now today tonight tomorrow yesterday week weeks weekend month months year
  years day days decade decades century hour hours season summer winter spring autumn fall monsoon rainy dry wet
  next last coming upcoming this current short long term mid early late end start first second third
  january february march april may june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday christmas easter
  risk risks risky safe safety safer danger dangerous hazard hazards threat threats chance chances likely
  likelihood probability exposure exposed vulnerable forecast outlook prediction predict worried worry concern
  concerned impact impacts level levels rising rise high low big small major minor severe extreme bad good best
  worst great new old main many much less least lot lots well way ways place places area areas region
  city cities town towns village country state states province county district coast coastal island islands
  north south east west northern southern eastern western central north east port harbor harbour airport beach
  bay river lake valley mountain mountains hill hills downtown centre center capital
  our site sites plan plans planning need needs want wants looking consider considering thinking go going get
  getting make making take taking buy buying sell sale rent renting build building open opening run running
  live living work working stay staying visit see look tell give show check know expect expected happen
  help please thanks hi hello ok okay quick question compared versus vs like love hope
  people person man men woman women child kid kids team family friends someone everyone anyone
  money cost costs price prices value insurance data center office home house school hospital church
  industry energy police most along`
    .split(/\s+/)
    .filter(Boolean),
);
