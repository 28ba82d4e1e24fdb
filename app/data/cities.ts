/**
 * UK cities and large towns reference data.
 *
 * Compiled November 2026. Sorted by `population`, largest first.
 *
 * POPULATION BASIS (mixed, by design; each row uses exactly one of these):
 *
 * 1. Default: ONS mid-2024 population estimate for the local authority
 *    district that bears the place's name (e.g. Manchester, Glasgow City,
 *    Cardiff, Belfast, Canterbury, Wigan, Guildford). Source: ONS "Estimates
 *    of the population for England and Wales / UK, mid-2024", table MYEB1
 *    (local authorities as of April 2023, usual residents at 30 June 2024),
 *    which also carries the National Records of Scotland (NRS) and NISRA
 *    mid-2024 council-area / district figures (Scottish figures are rounded
 *    to the nearest 10 in that table). London = sum of the 32 boroughs plus
 *    the City of London (9,089,736). NB: these are whole-district figures, so
 *    places such as Wakefield, Doncaster, Wigan, Canterbury, Lancaster,
 *    St Albans, Chichester or Lichfield include their surrounding towns and
 *    countryside, while Reading or Cambridge (tightly bounded) do not include
 *    their full urban areas.
 * 2. Places in England and Wales that are not their own local authority
 *    (rows commented "Census 2021 built-up area"): usual residents of the ONS
 *    2022 built-up area at Census 2021 (21 March 2021), as tabulated by
 *    citypopulation.de from ONS Census 2021 data (these can differ by a few
 *    tens from ONS's own BUA table, which is rounded). Rows commented
 *    "Census 2021 built-up area (ONS rounded)" use the same built-up area but
 *    take the figure from ONS's own published BUA table ("Towns and cities,
 *    characteristics of built-up areas, England and Wales: Census 2021"),
 *    which is rounded to the nearest 5.
 * 3. Scottish places that are not their own council area (rows commented
 *    "NRS mid-2020 locality estimate"): NRS mid-2020 population estimate for
 *    the locality.
 * 4. Northern Ireland places that are not their own district (rows commented
 *    "NISRA Census 2021 settlement"): usual residents of the NISRA-defined
 *    settlement at Census 2021 (21 March 2021), from NISRA's Census 2021
 *    statistics for settlements. Settlements are NISRA's statistical urban
 *    areas, so this basis is close to basis 2, not to a district figure.
 *
 * Because the bases differ, compare populations across bases with care.
 *
 * OTHER FIELDS: `county` is the ceremonial county (England), council area
 * (Scotland), principal area (Wales) or county (Northern Ireland) containing
 * the city centre; `region` is the ONS region name for England, or the nation
 * name elsewhere; latitude/longitude are approximate city-centre coordinates
 * (WGS84, 4 d.p.).
 */

export type Country = "England" | "Scotland" | "Wales" | "Northern Ireland";

/**
 * What a population figure counts (the header above): the named council area's mid-2024
 * estimate, a Census 2021 built-up area, an NRS mid-2020 locality or a NISRA Census 2021
 * settlement. The "largest cities" order ranks only the first (decision 0083).
 */
export type PopulationBasis =
  | "councilArea2024"
  | "builtUpArea2021"
  | "locality2020"
  | "settlement2021";

export interface City {
  name: string;
  slug: string;
  county: string;
  region: string;
  country: Country;
  population: number;
  populationBasis: PopulationBasis;
  latitude: number;
  longitude: number;
}

// biome-ignore format: keep one city per line
export const cities: readonly City[] = [
  { name: "London", slug: "london", county: "Greater London", region: "London", country: "England", population: 9089736, populationBasis: "councilArea2024", latitude: 51.5074, longitude: -0.1278 },
  { name: "Birmingham", slug: "birmingham", county: "West Midlands", region: "West Midlands", country: "England", population: 1183618, populationBasis: "councilArea2024", latitude: 52.4862, longitude: -1.8904 },
  { name: "Leeds", slug: "leeds", county: "West Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 845189, populationBasis: "councilArea2024", latitude: 53.7997, longitude: -1.5492 },
  { name: "Glasgow", slug: "glasgow", county: "Glasgow City", region: "Scotland", country: "Scotland", population: 650300, populationBasis: "councilArea2024", latitude: 55.8642, longitude: -4.2518 },
  { name: "Manchester", slug: "manchester", county: "Greater Manchester", region: "North West", country: "England", population: 589670, populationBasis: "councilArea2024", latitude: 53.4808, longitude: -2.2426 },
  { name: "Sheffield", slug: "sheffield", county: "South Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 582493, populationBasis: "councilArea2024", latitude: 53.3811, longitude: -1.4701 },
  { name: "Bradford", slug: "bradford", county: "West Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 563605, populationBasis: "councilArea2024", latitude: 53.7950, longitude: -1.7594 },
  { name: "Edinburgh", slug: "edinburgh", county: "City of Edinburgh", region: "Scotland", country: "Scotland", population: 530680, populationBasis: "councilArea2024", latitude: 55.9533, longitude: -3.1883 },
  { name: "Liverpool", slug: "liverpool", county: "Merseyside", region: "North West", country: "England", population: 508961, populationBasis: "councilArea2024", latitude: 53.4084, longitude: -2.9916 },
  { name: "Bristol", slug: "bristol", county: "Bristol", region: "South West", country: "England", population: 494399, populationBasis: "councilArea2024", latitude: 51.4545, longitude: -2.5879 },
  { name: "Leicester", slug: "leicester", county: "Leicestershire", region: "East Midlands", country: "England", population: 388348, populationBasis: "councilArea2024", latitude: 52.6369, longitude: -1.1398 },
  { name: "Cardiff", slug: "cardiff", county: "Cardiff", region: "Wales", country: "Wales", population: 383919, populationBasis: "councilArea2024", latitude: 51.4816, longitude: -3.1791 },
  { name: "Coventry", slug: "coventry", county: "West Midlands", region: "West Midlands", country: "England", population: 369026, populationBasis: "councilArea2024", latitude: 52.4068, longitude: -1.5197 },
  { name: "Wakefield", slug: "wakefield", county: "West Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 367666, populationBasis: "councilArea2024", latitude: 53.6833, longitude: -1.4977 },
  { name: "Belfast", slug: "belfast", county: "County Antrim", region: "Northern Ireland", country: "Northern Ireland", population: 352390, populationBasis: "councilArea2024", latitude: 54.5973, longitude: -5.9301 },
  { name: "Wigan", slug: "wigan", county: "Greater Manchester", region: "North West", country: "England", population: 344922, populationBasis: "councilArea2024", latitude: 53.5451, longitude: -2.6325 },
  { name: "Dudley", slug: "dudley", county: "West Midlands", region: "West Midlands", country: "England", population: 331930, populationBasis: "councilArea2024", latitude: 52.5123, longitude: -2.0811 },
  { name: "Nottingham", slug: "nottingham", county: "Nottinghamshire", region: "East Midlands", country: "England", population: 331077, populationBasis: "councilArea2024", latitude: 52.9548, longitude: -1.1581 },
  { name: "Newcastle upon Tyne", slug: "newcastle-upon-tyne", county: "Tyne and Wear", region: "North East", country: "England", population: 320605, populationBasis: "councilArea2024", latitude: 54.9783, longitude: -1.6178 },
  { name: "Doncaster", slug: "doncaster", county: "South Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 319765, populationBasis: "councilArea2024", latitude: 53.5228, longitude: -1.1285 },
  { name: "Bolton", slug: "bolton", county: "Greater Manchester", region: "North West", country: "England", population: 310085, populationBasis: "councilArea2024", latitude: 53.5769, longitude: -2.4282 },
  { name: "Milton Keynes", slug: "milton-keynes", county: "Buckinghamshire", region: "South East", country: "England", population: 305884, populationBasis: "councilArea2024", latitude: 52.0406, longitude: -0.7594 },
  { name: "Stockport", slug: "stockport", county: "Greater Manchester", region: "North West", country: "England", population: 303929, populationBasis: "councilArea2024", latitude: 53.4106, longitude: -2.1575 },
  { name: "Walsall", slug: "walsall", county: "West Midlands", region: "West Midlands", country: "England", population: 295678, populationBasis: "councilArea2024", latitude: 52.5862, longitude: -1.9829 },
  { name: "Salford", slug: "salford", county: "Greater Manchester", region: "North West", country: "England", population: 294348, populationBasis: "councilArea2024", latitude: 53.4875, longitude: -2.2901 },
  { name: "Sunderland", slug: "sunderland", county: "Tyne and Wear", region: "North East", country: "England", population: 288606, populationBasis: "councilArea2024", latitude: 54.9069, longitude: -1.3838 },
  { name: "Brighton and Hove", slug: "brighton-and-hove", county: "East Sussex", region: "South East", country: "England", population: 283870, populationBasis: "councilArea2024", latitude: 50.8225, longitude: -0.1372 },
  { name: "Wolverhampton", slug: "wolverhampton", county: "West Midlands", region: "West Midlands", country: "England", population: 281251, populationBasis: "councilArea2024", latitude: 52.5862, longitude: -2.1288 },
  { name: "Rotherham", slug: "rotherham", county: "South Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 276595, populationBasis: "councilArea2024", latitude: 53.4302, longitude: -1.3568 },
  { name: "Kingston upon Hull", slug: "kingston-upon-hull", county: "East Riding of Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 275401, populationBasis: "councilArea2024", latitude: 53.7457, longitude: -0.3367 },
  { name: "Derby", slug: "derby", county: "Derbyshire", region: "East Midlands", country: "England", population: 274149, populationBasis: "councilArea2024", latitude: 52.9225, longitude: -1.4746 },
  { name: "Plymouth", slug: "plymouth", county: "Devon", region: "South West", country: "England", population: 272067, populationBasis: "councilArea2024", latitude: 50.3755, longitude: -4.1427 },
  { name: "Stoke-on-Trent", slug: "stoke-on-trent", county: "Staffordshire", region: "West Midlands", country: "England", population: 270425, populationBasis: "councilArea2024", latitude: 53.0027, longitude: -2.1794 },
  { name: "Southampton", slug: "southampton", county: "Hampshire", region: "South East", country: "England", population: 259424, populationBasis: "councilArea2024", latitude: 50.9097, longitude: -1.4044 },
  { name: "Barnsley", slug: "barnsley", county: "South Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 251770, populationBasis: "councilArea2024", latitude: 53.5526, longitude: -1.4797 },
  { name: "Oldham", slug: "oldham", county: "Greater Manchester", region: "North West", country: "England", population: 251560, populationBasis: "councilArea2024", latitude: 53.5409, longitude: -2.1114 },
  { name: "Swansea", slug: "swansea", county: "Swansea", region: "Wales", country: "Wales", population: 251304, populationBasis: "councilArea2024", latitude: 51.6214, longitude: -3.9436 },
  { name: "Swindon", slug: "swindon", county: "Wiltshire", region: "South West", country: "England", population: 243875, populationBasis: "councilArea2024", latitude: 51.5558, longitude: -1.7797 },
  { name: "Northampton", slug: "northampton", county: "Northamptonshire", region: "East Midlands", country: "England", population: 243511, populationBasis: "builtUpArea2021", latitude: 52.2405, longitude: -0.9027 }, // Census 2021 built-up area
  { name: "Luton", slug: "luton", county: "Bedfordshire", region: "East of England", country: "England", population: 239090, populationBasis: "councilArea2024", latitude: 51.8787, longitude: -0.4200 },
  { name: "Rochdale", slug: "rochdale", county: "Greater Manchester", region: "North West", country: "England", population: 235561, populationBasis: "councilArea2024", latitude: 53.6097, longitude: -2.1561 },
  { name: "Aberdeen", slug: "aberdeen", county: "Aberdeen City", region: "Scotland", country: "Scotland", population: 231780, populationBasis: "councilArea2024", latitude: 57.1497, longitude: -2.0943 },
  { name: "Peterborough", slug: "peterborough", county: "Cambridgeshire", region: "East of England", country: "England", population: 223655, populationBasis: "councilArea2024", latitude: 52.5695, longitude: -0.2405 },
  { name: "Solihull", slug: "solihull", county: "West Midlands", region: "West Midlands", country: "England", population: 221242, populationBasis: "councilArea2024", latitude: 52.4118, longitude: -1.7776 },
  { name: "Warrington", slug: "warrington", county: "Cheshire", region: "North West", country: "England", population: 215391, populationBasis: "councilArea2024", latitude: 53.3900, longitude: -2.5970 },
  { name: "Portsmouth", slug: "portsmouth", county: "Hampshire", region: "South East", country: "England", population: 214321, populationBasis: "councilArea2024", latitude: 50.8198, longitude: -1.0880 },
  { name: "York", slug: "york", county: "North Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 209301, populationBasis: "councilArea2024", latitude: 53.9600, longitude: -1.0873 },
  { name: "Stockton-on-Tees", slug: "stockton-on-tees", county: "County Durham", region: "North East", country: "England", population: 206800, populationBasis: "councilArea2024", latitude: 54.5705, longitude: -1.3181 },
  { name: "Gateshead", slug: "gateshead", county: "Tyne and Wear", region: "North East", country: "England", population: 202760, populationBasis: "councilArea2024", latitude: 54.9527, longitude: -1.6034 },
  { name: "Colchester", slug: "colchester", county: "Essex", region: "East of England", country: "England", population: 200222, populationBasis: "councilArea2024", latitude: 51.8959, longitude: 0.8919 },
  { name: "Bury", slug: "bury", county: "Greater Manchester", region: "North West", country: "England", population: 198921, populationBasis: "councilArea2024", latitude: 53.5933, longitude: -2.2966 },
  { name: "Bournemouth", slug: "bournemouth", county: "Dorset", region: "South West", country: "England", population: 196445, populationBasis: "builtUpArea2021", latitude: 50.7192, longitude: -1.8808 }, // Census 2021 built-up area
  { name: "Bedford", slug: "bedford", county: "Bedfordshire", region: "East of England", country: "England", population: 194976, populationBasis: "councilArea2024", latitude: 52.1360, longitude: -0.4667 },
  { name: "Basildon", slug: "basildon", county: "Essex", region: "East of England", country: "England", population: 193632, populationBasis: "councilArea2024", latitude: 51.5761, longitude: 0.4886 },
  { name: "St Helens", slug: "st-helens", county: "Merseyside", region: "North West", country: "England", population: 188861, populationBasis: "councilArea2024", latitude: 53.4539, longitude: -2.7375 },
  { name: "Chelmsford", slug: "chelmsford", county: "Essex", region: "East of England", country: "England", population: 188803, populationBasis: "councilArea2024", latitude: 51.7356, longitude: 0.4685 },
  { name: "Maidstone", slug: "maidstone", county: "Kent", region: "South East", country: "England", population: 187767, populationBasis: "councilArea2024", latitude: 51.2724, longitude: 0.5290 },
  { name: "Southend-on-Sea", slug: "southend-on-sea", county: "Essex", region: "East of England", country: "England", population: 185256, populationBasis: "councilArea2024", latitude: 51.5459, longitude: 0.7077 },
  { name: "Reading", slug: "reading", county: "Berkshire", region: "South East", country: "England", population: 182907, populationBasis: "councilArea2024", latitude: 51.4543, longitude: -0.9781 },
  { name: "Newport", slug: "newport", county: "Newport", region: "Wales", country: "Wales", population: 167899, populationBasis: "councilArea2024", latitude: 51.5842, longitude: -2.9977 },
  { name: "Slough", slug: "slough", county: "Berkshire", region: "South East", country: "England", population: 167359, populationBasis: "councilArea2024", latitude: 51.5105, longitude: -0.5950 },
  { name: "Oxford", slug: "oxford", county: "Oxfordshire", region: "South East", country: "England", population: 166034, populationBasis: "councilArea2024", latitude: 51.7520, longitude: -1.2577 },
  { name: "Preston", slug: "preston", county: "Lancashire", region: "North West", country: "England", population: 162864, populationBasis: "councilArea2024", latitude: 53.7632, longitude: -2.7031 },
  { name: "Canterbury", slug: "canterbury", county: "Kent", region: "South East", country: "England", population: 162100, populationBasis: "councilArea2024", latitude: 51.2802, longitude: 1.0789 },
  { name: "Telford", slug: "telford", county: "Shropshire", region: "West Midlands", country: "England", population: 156896, populationBasis: "builtUpArea2021", latitude: 52.6784, longitude: -2.4453 }, // Census 2021 built-up area
  { name: "Middlesbrough", slug: "middlesbrough", county: "North Yorkshire", region: "North East", country: "England", population: 156161, populationBasis: "councilArea2024", latitude: 54.5742, longitude: -1.2350 },
  { name: "Guildford", slug: "guildford", county: "Surrey", region: "South East", country: "England", population: 151359, populationBasis: "councilArea2024", latitude: 51.2362, longitude: -0.5704 },
  { name: "St Albans", slug: "st-albans", county: "Hertfordshire", region: "East of England", country: "England", population: 151012, populationBasis: "councilArea2024", latitude: 51.7550, longitude: -0.3360 },
  { name: "Dundee", slug: "dundee", county: "Dundee City", region: "Scotland", country: "Scotland", population: 149880, populationBasis: "councilArea2024", latitude: 56.4620, longitude: -2.9707 },
  { name: "Cambridge", slug: "cambridge", county: "Cambridgeshire", region: "East of England", country: "England", population: 149352, populationBasis: "councilArea2024", latitude: 52.2053, longitude: 0.1218 },
  { name: "Norwich", slug: "norwich", county: "Norfolk", region: "East of England", country: "England", population: 147182, populationBasis: "councilArea2024", latitude: 52.6309, longitude: 1.2974 },
  { name: "Lancaster", slug: "lancaster", county: "Lancashire", region: "North West", country: "England", population: 145006, populationBasis: "councilArea2024", latitude: 54.0466, longitude: -2.8007 },
  { name: "Blackpool", slug: "blackpool", county: "Lancashire", region: "North West", country: "England", population: 144191, populationBasis: "councilArea2024", latitude: 53.8175, longitude: -3.0357 },
  { name: "Eastleigh", slug: "eastleigh", county: "Hampshire", region: "South East", country: "England", population: 142933, populationBasis: "councilArea2024", latitude: 50.9670, longitude: -1.3500 },
  { name: "Huddersfield", slug: "huddersfield", county: "West Yorkshire", region: "Yorkshire and The Humber", country: "England", population: 141692, populationBasis: "builtUpArea2021", latitude: 53.6458, longitude: -1.7850 }, // Census 2021 built-up area
  { name: "Stafford", slug: "stafford", county: "Staffordshire", region: "West Midlands", country: "England", population: 141556, populationBasis: "councilArea2024", latitude: 52.8067, longitude: -2.1171 },
  { name: "Poole", slug: "poole", county: "Dorset", region: "South West", country: "England", population: 140977, populationBasis: "builtUpArea2021", latitude: 50.7150, longitude: -1.9872 }, // Census 2021 built-up area
  { name: "Ashford", slug: "ashford", county: "Kent", region: "South East", country: "England", population: 140936, populationBasis: "councilArea2024", latitude: 51.1465, longitude: 0.8750 },
  { name: "Ipswich", slug: "ipswich", county: "Suffolk", region: "East of England", country: "England", population: 140274, populationBasis: "councilArea2024", latitude: 52.0567, longitude: 1.1482 },
  { name: "Gloucester", slug: "gloucester", county: "Gloucestershire", region: "South West", country: "England", population: 138598, populationBasis: "councilArea2024", latitude: 51.8642, longitude: -2.2382 },
  { name: "Exeter", slug: "exeter", county: "Devon", region: "South West", country: "England", population: 138399, populationBasis: "councilArea2024", latitude: 50.7184, longitude: -3.5339 },
  { name: "Wrexham", slug: "wrexham", county: "Wrexham", region: "Wales", country: "Wales", population: 138245, populationBasis: "councilArea2024", latitude: 53.0466, longitude: -2.9925 },
  { name: "Winchester", slug: "winchester", county: "Hampshire", region: "South East", country: "England", population: 135632, populationBasis: "councilArea2024", latitude: 51.0632, longitude: -1.3080 },
  { name: "Chichester", slug: "chichester", county: "West Sussex", region: "South East", country: "England", population: 128934, populationBasis: "councilArea2024", latitude: 50.8365, longitude: -0.7792 },
  { name: "Newcastle-under-Lyme", slug: "newcastle-under-lyme", county: "Staffordshire", region: "West Midlands", country: "England", population: 127727, populationBasis: "councilArea2024", latitude: 53.0109, longitude: -2.2278 },
  { name: "Dartford", slug: "dartford", county: "Kent", region: "South East", country: "England", population: 125011, populationBasis: "councilArea2024", latitude: 51.4462, longitude: 0.2169 },
  { name: "Blackburn", slug: "blackburn", county: "Lancashire", region: "North West", country: "England", population: 124983, populationBasis: "builtUpArea2021", latitude: 53.7486, longitude: -2.4875 }, // Census 2021 built-up area
  { name: "Crawley", slug: "crawley", county: "West Sussex", region: "South East", country: "England", population: 124008, populationBasis: "councilArea2024", latitude: 51.1092, longitude: -0.1872 },
  { name: "Cheltenham", slug: "cheltenham", county: "Gloucestershire", region: "South West", country: "England", population: 121739, populationBasis: "councilArea2024", latitude: 51.8994, longitude: -2.0783 },
  { name: "Chorley", slug: "chorley", county: "Lancashire", region: "North West", country: "England", population: 120839, populationBasis: "councilArea2024", latitude: 53.6530, longitude: -2.6321 },
  { name: "Dover", slug: "dover", county: "Kent", region: "South East", country: "England", population: 119768, populationBasis: "councilArea2024", latitude: 51.1279, longitude: 1.3134 },
  { name: "Tunbridge Wells", slug: "tunbridge-wells", county: "Kent", region: "South East", country: "England", population: 119694, populationBasis: "councilArea2024", latitude: 51.1324, longitude: 0.2637 },
  { name: "Basingstoke", slug: "basingstoke", county: "Hampshire", region: "South East", country: "England", population: 117207, populationBasis: "builtUpArea2021", latitude: 51.2665, longitude: -1.0924 }, // Census 2021 built-up area
  { name: "Fareham", slug: "fareham", county: "Hampshire", region: "South East", country: "England", population: 115428, populationBasis: "councilArea2024", latitude: 50.8548, longitude: -1.1866 },
  { name: "Worthing", slug: "worthing", county: "West Sussex", region: "South East", country: "England", population: 113866, populationBasis: "councilArea2024", latitude: 50.8179, longitude: -0.3729 },
  { name: "Mansfield", slug: "mansfield", county: "Nottinghamshire", region: "East Midlands", country: "England", population: 113138, populationBasis: "councilArea2024", latitude: 53.1472, longitude: -1.1987 },
  { name: "Darlington", slug: "darlington", county: "County Durham", region: "North East", country: "England", population: 112489, populationBasis: "councilArea2024", latitude: 54.5236, longitude: -1.5595 },
  { name: "Lichfield", slug: "lichfield", county: "Staffordshire", region: "West Midlands", country: "England", population: 111932, populationBasis: "councilArea2024", latitude: 52.6816, longitude: -1.8317 },
  { name: "Birkenhead", slug: "birkenhead", county: "Merseyside", region: "North West", country: "England", population: 109848, populationBasis: "builtUpArea2021", latitude: 53.3934, longitude: -3.0148 }, // Census 2021 built-up area
  { name: "Gillingham", slug: "gillingham", county: "Kent", region: "South East", country: "England", population: 108483, populationBasis: "builtUpArea2021", latitude: 51.3890, longitude: 0.5486 }, // Census 2021 built-up area
  { name: "Watford", slug: "watford", county: "Hertfordshire", region: "East of England", country: "England", population: 107171, populationBasis: "councilArea2024", latitude: 51.6565, longitude: -0.3903 },
  { name: "Worcester", slug: "worcester", county: "Worcestershire", region: "West Midlands", country: "England", population: 106671, populationBasis: "councilArea2024", latitude: 52.1920, longitude: -2.2200 },
  { name: "Chesterfield", slug: "chesterfield", county: "Derbyshire", region: "East Midlands", country: "England", population: 106045, populationBasis: "councilArea2024", latitude: 53.2350, longitude: -1.4210 },
  { name: "Lincoln", slug: "lincoln", county: "Lincolnshire", region: "East Midlands", country: "England", population: 105114, populationBasis: "councilArea2024", latitude: 53.2307, longitude: -0.5406 },
  { name: "Eastbourne", slug: "eastbourne", county: "East Sussex", region: "South East", country: "England", population: 104259, populationBasis: "councilArea2024", latitude: 50.7680, longitude: 0.2905 },
  { name: "West Bromwich", slug: "west-bromwich", county: "West Midlands", region: "West Midlands", country: "England", population: 103112, populationBasis: "builtUpArea2021", latitude: 52.5187, longitude: -1.9945 }, // Census 2021 built-up area
  { name: "Great Yarmouth", slug: "great-yarmouth", county: "Norfolk", region: "East of England", country: "England", population: 100529, populationBasis: "councilArea2024", latitude: 52.6083, longitude: 1.7305 },
  { name: "Burnley", slug: "burnley", county: "Lancashire", region: "North West", country: "England", population: 99233, populationBasis: "councilArea2024", latitude: 53.7893, longitude: -2.2405 },
  { name: "Harlow", slug: "harlow", county: "Essex", region: "East of England", country: "England", population: 98235, populationBasis: "councilArea2024", latitude: 51.7727, longitude: 0.1023 },
  { name: "Hartlepool", slug: "hartlepool", county: "County Durham", region: "North East", country: "England", population: 98180, populationBasis: "councilArea2024", latitude: 54.6863, longitude: -1.2129 },
  { name: "Stirling", slug: "stirling", county: "Stirling", region: "Scotland", country: "Scotland", population: 94210, populationBasis: "councilArea2024", latitude: 56.1165, longitude: -3.9369 },
  { name: "Bath", slug: "bath", county: "Somerset", region: "South West", country: "England", population: 94092, populationBasis: "builtUpArea2021", latitude: 51.3811, longitude: -2.3590 }, // Census 2021 built-up area
  { name: "Chester", slug: "chester", county: "Cheshire", region: "North West", country: "England", population: 92742, populationBasis: "builtUpArea2021", latitude: 53.1934, longitude: -2.8931 }, // Census 2021 built-up area
  { name: "Stevenage", slug: "stevenage", county: "Hertfordshire", region: "East of England", country: "England", population: 91774, populationBasis: "councilArea2024", latitude: 51.9038, longitude: -0.1966 },
  { name: "Hastings", slug: "hastings", county: "East Sussex", region: "South East", country: "England", population: 91219, populationBasis: "councilArea2024", latitude: 50.8543, longitude: 0.5735 },
  { name: "Redditch", slug: "redditch", county: "Worcestershire", region: "West Midlands", country: "England", population: 87847, populationBasis: "councilArea2024", latitude: 52.3065, longitude: -1.9416 },
  { name: "Derry", slug: "derry", county: "County Londonderry", region: "Northern Ireland", country: "Northern Ireland", population: 85279, populationBasis: "settlement2021", latitude: 54.9975, longitude: -7.3200 }, // NISRA Census 2021 settlement
  { name: "Gosport", slug: "gosport", county: "Hampshire", region: "South East", country: "England", population: 82921, populationBasis: "councilArea2024", latitude: 50.7948, longitude: -1.1243 },
  { name: "Tamworth", slug: "tamworth", county: "Staffordshire", region: "West Midlands", country: "England", population: 81117, populationBasis: "councilArea2024", latitude: 52.6339, longitude: -1.6910 },
  { name: "Carlisle", slug: "carlisle", county: "Cumbria", region: "North West", country: "England", population: 77730, populationBasis: "builtUpArea2021", latitude: 54.8925, longitude: -2.9329 }, // Census 2021 built-up area (ONS rounded)
  { name: "Boston", slug: "boston", county: "Lincolnshire", region: "East Midlands", country: "England", population: 71080, populationBasis: "councilArea2024", latitude: 52.9789, longitude: -0.0266 },
  { name: "Merthyr Tydfil", slug: "merthyr-tydfil", county: "Merthyr Tydfil", region: "Wales", country: "Wales", population: 58972, populationBasis: "councilArea2024", latitude: 51.7487, longitude: -3.3816 },
  { name: "Dunfermline", slug: "dunfermline", county: "Fife", region: "Scotland", country: "Scotland", population: 54990, populationBasis: "locality2020", latitude: 56.0719, longitude: -3.4393 }, // NRS mid-2020 locality estimate
  { name: "Lisburn", slug: "lisburn", county: "County Antrim", region: "Northern Ireland", country: "Northern Ireland", population: 51447, populationBasis: "settlement2021", latitude: 54.5114, longitude: -6.0427 }, // NISRA Census 2021 settlement
  { name: "Durham", slug: "durham", county: "County Durham", region: "North East", country: "England", population: 50510, populationBasis: "builtUpArea2021", latitude: 54.7761, longitude: -1.5733 }, // Census 2021 built-up area (ONS rounded)
  { name: "Inverness", slug: "inverness", county: "Highland", region: "Scotland", country: "Scotland", population: 47790, populationBasis: "locality2020", latitude: 57.4778, longitude: -4.2247 }, // NRS mid-2020 locality estimate
  { name: "Perth", slug: "perth", county: "Perth and Kinross", region: "Scotland", country: "Scotland", population: 47350, populationBasis: "locality2020", latitude: 56.3958, longitude: -3.4333 }, // NRS mid-2020 locality estimate
  { name: "Newry", slug: "newry", county: "County Down", region: "Northern Ireland", country: "Northern Ireland", population: 28530, populationBasis: "settlement2021", latitude: 54.1751, longitude: -6.3402 }, // NISRA Census 2021 settlement
  { name: "Bangor", slug: "bangor", county: "Gwynedd", region: "Wales", country: "Wales", population: 16990, populationBasis: "builtUpArea2021", latitude: 53.2274, longitude: -4.1293 }, // Census 2021 built-up area (ONS rounded)
];
