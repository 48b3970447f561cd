// English guidance per hazard: the agencies' core advice, one sentence per risk level and per decision lens, and what
// the forecast's own event says about the place (situation). Sources are named in each hazards/<hazard>/guidance.ts.

export const guidance = {
  earthquake: {
    core: 'If the ground shakes: Drop, Cover, and Hold On until it stops; stay away from windows and do not run outside (Ready.gov).',
    level: {
      low: 'Strong shaking (MMI VI or more) is unlikely here in this window; keep basic preparedness: secure heavy furniture and know where to shelter.',
      moderate: 'Strong shaking is a real possibility in this window: secure tall furniture, water heaters and shelves to walls, and keep a 3-day kit with water, food, torch and first aid (FEMA P-530).',
      high: 'Plan for strong shaking: check that buildings you rely on meet current seismic codes and agree a family or staff reunion point.',
      severe: 'Damaging earthquakes are likely here: confirm structural retrofits, store at least 3 days of supplies per person and sign up for local early-warning alerts where available (e.g. ShakeAlert).',
    },
    lens: {
      'community-planning': 'Prioritise inspection and retrofit of schools, hospitals and unreinforced masonry, and exercise the emergency plan (e.g. a ShakeOut drill).',
      'family-relocation': 'Before choosing a home, ask for its construction year and seismic retrofits, and check whether the area is mapped for liquefaction or landslides.',
      'business-setup': 'Anchor racks and equipment, back up data off-site and write a continuity plan that assumes days without power or road access (FEMA QuakeSmart).',
      travel: 'Note the emergency exits where you stay, keep shoes and a torch by the bed, and follow local authorities and your embassy after a quake.',
      investment: 'Price seismic exposure in: require structural assessments, check earthquake insurance availability and deductibles, and favour post-code-era buildings.',
    },
  },
  flood: {
    core: "Never walk or drive through flood water: 15 cm (6 in) of moving water can knock you down and 30 cm (1 ft) can sweep a car away; turn around, don't drown (NWS, Ready.gov).",
    level: {
      low: 'A flood is unlikely in this window; know whether you are in a mapped flood zone and how local flood warnings reach you.',
      moderate: 'Sign up for flood alerts, keep a go-bag with documents, medicines and a torch, and move valuables and electrics above the ground floor (Ready.gov).',
      high: 'Prepare to leave: plan a route to higher ground that avoids low crossings, clear drains and gutters, and have sandbags or flood barriers ready for doors.',
      severe: 'Flooding is likely: move people, vehicles and critical stock to higher ground now, switch off electricity at the main if water may enter, and evacuate when authorities say so.',
    },
    lens: {
      'community-planning': 'Check that warnings reach people in low-lying and informal settlements, pre-position pumps and shelters, and keep drains and retention basins clear before the rains.',
      'family-relocation': 'Before choosing a home, check its flood-zone map, ask neighbours how high past floods reached, and prefer raised ground floors with no basement bedrooms.',
      'business-setup': 'Raise stock, servers and electrical panels above the recorded flood height, back up records off-site and line up flood cover early (NFIP policies start after a 30-day wait in the US).',
      travel: 'Avoid low-lying riverside and coastal lodging in the rainy season, check road closures before driving, and never cross a flooded road or bridge.',
      investment: 'Price flood exposure in: check return-period flood maps and insurance availability, prefer sites above the 100-year flood level, and budget for drainage and flood-proofing.',
    },
    situation: {
      noRiver: "No river runs through this place's cell of the GloFAS river network, so river flooding cannot reach it; what can flood it is heavy rain that drains and low ground cannot take, so know which streets, underpasses and basements pond and keep drains and gutters clear.",
    },
  },
  wildfire: {
    core: 'If told to evacuate, leave immediately by the route officials give; do not wait to see the fire, and keep an N95 mask for smoke (Ready.gov, IAFC "Ready, Set, Go!").',
    level: {
      low: 'Fire weather is unlikely to be critical in this window; keep the 1.5 m (5 ft) around buildings clear of dry leaves, mulch and firewood (NFPA Firewise).',
      moderate: 'Check local fire bans before any outdoor burning or machinery use, pack a go-bag, and know two ways out of your neighbourhood.',
      high: 'Critical fire weather is possible: clean gutters and roofs of debris, keep 30 m (100 ft) of lean, green defensible space where allowed, and keep your car fuelled and facing out.',
      severe: 'Fires are likely nearby: be ready to leave at short notice, move vulnerable people out early, close windows and vents against embers and smoke, and follow evacuation orders at once.',
    },
    lens: {
      'community-planning': 'Maintain fuel breaks and evacuation routes, test warning systems and clean-air shelters, and plan transport for people without cars.',
      'family-relocation': 'Check whether the home lies in a wildland-urban interface zone, how many roads lead out, and whether its roof, vents and siding are ember-resistant.',
      'business-setup': 'Keep defensible space around premises, store fuels and flammables safely, plan for smoke closures and outdoor-work limits, and protect staff with N95 masks.',
      travel: 'Check fire and smoke maps before hiking or camping, respect park closures and fire bans, and know how to leave the area quickly.',
      investment: 'Price wildfire exposure in: insurance availability is shrinking in high-risk zones; favour ember-resistant construction and sites with defensible space and good access.',
    },
    situation: {
      noFuel: 'There is no burnable vegetation here (a hyper-arid place), so a wildfire cannot start at the place itself; smoke from fires elsewhere can still arrive, so follow air-quality alerts when fires burn upwind.',
      starting: 'The fire season is starting here: warm, dry days ahead end the winter pause, and dead grass and litter left by the winter dry within days.',
      snow: 'Snow covers the ground, so the fire season has not started here and no fire danger is rated; check again once the snow has melted, when dead grass and litter can dry within days.',
      dormant: 'The fire season has not started here (winter: the danger is rated from the third day in a row above {{startC}} °C); check again when the weather warms, when dead grass and litter can dry within days.',
    },
  },
  heat: {
    core: 'In the heat, drink water regularly, stay in cool or shaded places in the hottest hours, check on older people, infants and the chronically ill, and never leave anyone in a parked car (WHO, CDC).',
    level: {
      low: 'Heat that disrupts daily life is unlikely in this window (under a day expected; hot days may still come, within what people here are used to); know the signs of heat exhaustion (heavy sweating, dizziness, nausea) and of heat stroke, a medical emergency.',
      moderate: 'Plan strenuous activity for early morning or evening, keep fans and shade ready, and know where the nearest cooled public space is.',
      high: 'Prepare for hot days: check that air conditioning or cooling works, arrange daily check-ins for people living alone, and keep medicines that heat affects stored cool.',
      severe: 'Extreme heat is likely: cancel or move outdoor work and events, open cooling centres, and call emergency services at once for confusion, fainting or a hot dry skin.',
    },
    lens: {
      'community-planning': 'Activate a heat-health action plan: early warnings, cooling centres with extended hours, outreach to isolated and homeless people, and shade and water in public spaces (WHO Europe).',
      'family-relocation': 'Prefer homes with insulation, shading, cross-ventilation or cooling and green space nearby; top-floor flats under uninsulated roofs get the hottest.',
      'business-setup': 'Protect workers with water, rest and shade and a heat-acclimatisation plan for new staff (OSHA), and check that cooling, power and cold chains can cope with peaks.',
      travel: 'Schedule sightseeing for mornings and evenings, carry water, choose accommodation with cooling, and take extra care with children and older travellers.',
      investment: 'Expect more hot days: factor cooling costs, worker productivity limits and grid stress into valuations, and favour buildings designed for passive cooling.',
    },
  },
  storm: {
    core: 'When a storm warning is issued, stay indoors away from windows, keep off the roads, and never run a generator indoors or within 6 m (20 ft) of windows (Ready.gov, CDC).',
    level: {
      low: 'Damaging storms are unlikely in this window; follow the national weather service for warnings and keep a torch and charged phone to hand.',
      moderate: 'Secure or bring in outdoor furniture, bins and anything wind can throw, trim dead branches, and keep a 3-day supply of water, food and medicines (Ready.gov).',
      high: 'Prepare for damaging wind: check shutters or board windows, charge devices and power banks, fill the fuel tank, and know the safest interior room to shelter in.',
      severe: 'A damaging storm is likely: follow evacuation orders for coastal and flood-prone areas, shelter in a small interior room on the lowest safe floor, and stay away from downed power lines.',
    },
    lens: {
      'community-planning': 'Open shelters early, pre-position crews to clear roads and restore power, check that warnings reach people without internet, and plan for hospitals on backup power.',
      'family-relocation': 'Ask how recent storms affected the area, check the roof and window ratings of the home, and prefer places with buried power lines and good drainage.',
      'business-setup': 'Write a storm plan: secure outdoor equipment and signage, back up data, line up backup power and suppliers, and tell staff when to stay home.',
      travel: 'Avoid the peak of the local storm or cyclone season if you can, buy insurance that covers weather disruption, and follow local authorities if a warning is issued.',
      investment: 'Price wind and storm exposure in: check building codes for wind resistance, insurance deductibles for named storms, and the resilience of access roads and power.',
    },
    situation: {
      outsideBasins: 'This place lies outside the tropical-cyclone basins, so hurricanes and typhoons rarely reach it; damaging wind here comes from other storms, such as winter gales and thunderstorm downbursts.',
      inSeason: 'The window falls in {{season}}: know your evacuation zone and follow the official cyclone advisories, which give days of warning before landfall.',
      outsideSeason: 'The window lies outside {{season}}, so a hurricane or typhoon is unlikely; damaging wind in this window would come from other storms, such as gales and thunderstorms.',
      season: 'the {{basin}} tropical-cyclone season ({{dates}}, {{agency}})',
      range: '{{from}} to {{to}}',
      allYear: 'all year',
    },
  },
  'air-quality': {
    core: 'Check the daily AQI: above 100 people with heart or lung disease, older adults, children and pregnant people should cut prolonged or heavy outdoor exertion; above 150 everyone should (US EPA AirNow).',
    level: {
      low: 'Air bad enough to change plans is unlikely in this window (under a day expected); sensitive people should still watch the daily AQI forecast.',
      moderate: 'On polluted days move exercise indoors or to the cleaner morning hours, keep windows closed, and keep inhalers and medicines at hand.',
      high: 'Prepare for unhealthy air: set up a clean room with a HEPA air cleaner, keep well-fitted N95/FFP2 masks for outdoor time, and plan indoor alternatives for children (EPA).',
      severe: 'Unhealthy air is likely: limit time outdoors for everyone, run HEPA filtration indoors, wear a well-fitted N95/FFP2 mask outside, and seek care for chest pain or breathlessness.',
    },
    lens: {
      'community-planning': 'Issue AQI alerts through schools and clinics, adjust outdoor school activities on bad days, and act on local sources such as traffic, burning and dust (WHO 2021 guidelines).',
      'family-relocation': 'Compare annual PM2.5 levels (WHO guideline: 5 µg/m³ annual mean), avoid homes next to busy roads or industry, and check that the home can be sealed and filtered.',
      'business-setup': 'Fit good filtration (MERV 13 or better where the system allows), monitor indoor air, and plan outdoor-work limits and masks for staff on high-AQI days.',
      travel: 'Check the AQI forecast before you go, especially with asthma or heart disease, pack N95/FFP2 masks and medicines, and plan indoor activities for smoggy days.',
      investment: 'Persistent pollution lowers health, productivity and property appeal: factor filtration costs and tightening air-quality regulation into long-term plans.',
    },
  },
  drought: {
    core: 'Use water sparingly, follow local water restrictions, and store enough safe drinking water for each person, about 4 litres (1 gallon) a day for several days (Ready.gov, WHO).',
    level: {
      low: 'A dry spell that disrupts daily life is unlikely in this window (under a day expected); fix leaks and keep watching seasonal outlooks from your national meteorological service.',
      moderate: 'Start saving water now: fix leaks, water gardens early or late, collect rainwater where allowed, and check the state of wells and tanks.',
      high: 'Plan for shortages: agree water priorities for drinking, hygiene and livestock, check on farmers and pastoralists, and act early on crop and feed plans (FAO early action).',
      severe: 'Drought is likely: expect restrictions and higher food and water prices, secure safe drinking water and hygiene supplies, and support the most exposed households early.',
    },
    lens: {
      'community-planning': 'Trigger drought early-warning plans: monitor reservoirs and wells, coordinate water rationing, and pre-fund early action for farmers and livestock keepers (FAO anticipatory action).',
      'family-relocation': 'Check the reliability of the water supply and well depth, past restrictions and wildfire links, and whether the garden and home are designed to use little water.',
      'business-setup': 'Map how much water your operations and suppliers need, plan efficiency and alternative sources, and check contracts for supply interruptions.',
      travel: 'Respect water restrictions and fire bans, carry drinking water in rural areas, and check that destinations (parks, rivers) are open and navigable.',
      investment: 'Factor water scarcity into land, agriculture and industrial valuations: water rights, irrigation costs and crop-insurance terms matter more as droughts deepen.',
    },
  },
  'food-insecurity': {
    core: 'Follow the IPC analysis and FEWS NET outlook for the country, and keep a reserve of non-perishable food and water (Ready.gov advises at least several days of supplies).',
    level: {
      low: 'FEWS NET does not expect a food crisis here: food access is unlikely to disrupt you, but prices can still move after droughts or shocks abroad.',
      moderate: 'A food crisis is possible (IPC phase 2, "Stressed", or a chance of phase 3): watch staple prices, keep a few weeks of staples and support local early-warning and nutrition programmes.',
      high: 'A food crisis is projected or likely (IPC phase 3, "Crisis"): expect price rises and shortages; secure supplies early and check that vulnerable households are reached by assistance.',
      severe: 'This matches an emergency (IPC phase 4-5): humanitarian food assistance is under way or needed; coordinate with WFP and the food security cluster and avoid adding demand on scarce local stocks.',
    },
    lens: {
      'community-planning': 'Plan for anticipatory action: pre-position stocks, protect livelihoods before the lean season and follow the Sphere food-security and nutrition standards for any response.',
      'family-relocation': 'Check local food prices, market access and water supply through the year, including the lean season, and how households coped in the last drought or price spike.',
      'business-setup': 'Expect input and staple price volatility: diversify suppliers, hold buffer stock and follow FAO GIEWS country briefs for harvest and price warnings.',
      travel: 'Carry enough food and safe water for remote stretches, do not rely on local markets where shortages are reported, and follow travellers’ food and water safety advice.',
      investment: 'Factor food-price and social-stability risk into returns: check FAO/WFP hunger hotspot reports and exposure to drought-sensitive agriculture and imports.',
    },
  },
  conflict: {
    core: "Follow your government's travel advice for the country (e.g. UK FCDO, US State Department) and local authorities' instructions, avoid demonstrations and crowds, and keep identity documents and an exit route ready.",
    level: {
      low: 'ViEWS expects little or no state-based fighting in the country; normal precautions apply, but check the latest travel advisory before committing.',
      moderate: 'Fighting is possible in the country: exercise increased caution, read the current travel advisory for the regions you need, and keep a list of emergency contacts and your embassy.',
      high: 'Armed conflict with battle deaths is expected in the country: reconsider non-essential travel or moves, plan how you would leave (routes, documents, cash, fuel) and agree check-in times with family or staff.',
      severe: 'This matches a humanitarian crisis: advisories at this level usually say do not travel; if you are there, follow UN OCHA and ICRC updates, prepare to shelter or evacuate at short notice, and keep supplies for several days.',
    },
    lens: {
      'community-planning': 'Map where displaced people may arrive and which services (water, health, schools) they will need, and coordinate with the UN OCHA cluster system and local civil protection.',
      'family-relocation': 'Before moving, read the official travel advice by region, check access to schools and hospitals that stay open during unrest, and keep passports and residence papers current.',
      'business-setup': 'Run conflict-sensitive due diligence (UN Global Compact/PRI guidance; OECD guidance for conflict-affected and high-risk areas): staff security plans, evacuation insurance and supplier checks.',
      travel: 'Check the current advisory level for your exact route, register with your embassy, buy insurance that covers this country, and avoid travel after dark and near borders or military sites.',
      investment: 'Price political-violence risk in: look at ACLED event trends, political-risk insurance (e.g. MIGA) and the exposure of assets and supply chains to sanctions and disruption.',
    },
  },
};
