/**
 * UK council allotment directory: where to apply for a plot.
 *
 * Compiled November 2026; decision record 0023 says how each address was checked and what was
 * left out. One entry per council. `applicationUrl` is the council’s own allotments page (or, for
 * Edinburgh, the council’s own outdoors site), the place to apply or to find who keeps the list.
 * `contactEmail` and `contactPhone` appear only where the council itself publishes them for
 * allotments; a general switchboard is not given.
 *
 * `notes` describe the waiting-list situation in general terms, as the council describes it. No
 * waiting-list figures: they change month by month and would soon be wrong.
 *
 * `city` is the name of a seeded city in `app/data/cities.ts` wherever one covers the council’s
 * area (London for the boroughs), so the page can link to the city’s growers and free food.
 * `county` and `region` follow `cities.ts`: ceremonial county, council area, principal area or
 * county; ONS region in England, the nation elsewhere.
 */

import type { Country } from "./cities";

export interface AllotmentEntry {
  /** Stable identifier: the council’s short name in kebab case. */
  id: string;
  councilName: string;
  city: string;
  county: string;
  region: string;
  country: Country;
  applicationUrl: string;
  contactEmail?: string;
  contactPhone?: string;
  notes: string;
}

export const allotmentEntries: readonly AllotmentEntry[] = [
  // London boroughs
  {
    id: "lewisham",
    councilName: "London Borough of Lewisham",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://lewisham.gov.uk/myservices/environment/allotments/apply-for-an-allotment",
    notes:
      "Every council site has a waiting list. Borough residents only, one application per household, for up to three sites; the council publishes estimated waiting times for each site.",
  },
  {
    id: "lambeth",
    councilName: "London Borough of Lambeth",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl: "https://www.lambeth.gov.uk/leisure-parks-and-libraries/allotments-information",
    notes:
      "The council owns only a few small allotment sites and their waiting lists are closed. It points growers to private sites and to the community gardens in its parks.",
  },
  {
    id: "southwark",
    councilName: "London Borough of Southwark",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://services.southwark.gov.uk/parks-and-open-spaces/gardening-growing-and-conservation?chapter=2",
    notes:
      "Southwark’s allotment sites are run independently by voluntary societies: you apply to the society for the site you want. Most keep a waiting list and some lists are closed.",
  },
  {
    id: "richmond-upon-thames",
    councilName: "London Borough of Richmond upon Thames",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://www.richmond.gov.uk/services/parks_and_open_spaces/allotments/apply_for_an_allotment",
    notes:
      "For borough residents aged 18 or over, on the lists of up to three sites. Lists at many sites are closed while the wait there is more than five years.",
  },
  {
    id: "barnet",
    councilName: "London Borough of Barnet",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://www.barnet.gov.uk/parks-sport-and-leisure/parks-open-spaces-and-trees/allotments",
    notes:
      "Each of Barnet’s sites is run by its own allotment society under a lease from the council, so you apply to the site directly. Most sites keep a waiting list.",
  },
  {
    id: "royal-greenwich",
    councilName: "Royal Borough of Greenwich",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://www.royalgreenwich.gov.uk/info/200227/allotments/830/looking_for_an_allotment",
    notes:
      "You may join one site’s waiting list. Lists close once they are as long as the site has plots, and they are closed to people living outside the borough; vacant plots are rare.",
  },
  {
    id: "haringey",
    councilName: "London Borough of Haringey",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl: "https://haringey.gov.uk/leisure-parks-culture/parks-greenspaces/allotments",
    notes:
      "The council owns the sites and lets the plots, with volunteer site committees sharing the day-to-day running. Expect a waiting list.",
  },
  {
    id: "hillingdon",
    councilName: "London Borough of Hillingdon",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl: "https://www.hillingdon.gov.uk/allotments",
    notes:
      "The waiting lists for the council’s sites are closed because of demand. People already on a list are contacted when a plot comes free.",
  },
  {
    id: "enfield",
    councilName: "London Borough of Enfield",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://www.enfield.gov.uk/services/leisure-and-culture/allotment-tenant-enquiries/applying-for-an-allotment",
    notes:
      "Apply online to join the waiting lists for the sites you choose. The council says it can be months or years before you are offered a plot.",
  },
  {
    id: "islington",
    councilName: "London Borough of Islington",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://www.islington.gov.uk/physical-activity-parks-and-trees/parks-and-green-space/gardening-and-greening/allotment-plots",
    notes:
      "A densely built borough with very few council plots. The single waiting list is closed to new names until it gets shorter.",
  },
  {
    id: "hackney",
    councilName: "London Borough of Hackney",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://www.hackney.gov.uk/libraries-parks-and-leisure/parks-and-green-spaces/allotments-and-growing-foods",
    notes:
      "The council owns the borough’s allotment sites, but the Hackney Allotment Society runs them and keeps the waiting list, which opens to new names only now and then.",
  },
  {
    id: "croydon",
    councilName: "London Borough of Croydon",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl: "https://www.croydon.gov.uk/leisure/parksandopenspaces/allotments",
    notes:
      "Some sites are let directly by the council and others are run by independent allotment societies. Waits have been long since demand rose during the pandemic.",
  },
  {
    id: "tower-hamlets",
    councilName: "London Borough of Tower Hamlets",
    city: "London",
    county: "Greater London",
    region: "London",
    country: "England",
    applicationUrl:
      "https://www.towerhamlets.gov.uk/lgnl/leisure_and_culture/parks_and_open_spaces/allotments_in_tower_hamlets.aspx",
    notes:
      "The council does not let plots itself: its page lists the independent allotment societies to contact. Some of their lists are closed.",
  },

  // England
  {
    id: "birmingham",
    councilName: "Birmingham City Council",
    city: "Birmingham",
    county: "West Midlands",
    region: "West Midlands",
    country: "England",
    applicationUrl: "https://www.birmingham.gov.uk/allotments",
    notes:
      "One of the largest council allotment services in the country; most sites are run day to day by allotment associations. Waiting lists vary a good deal from site to site.",
  },
  {
    id: "leeds",
    councilName: "Leeds City Council",
    city: "Leeds",
    county: "West Yorkshire",
    region: "Yorkshire and The Humber",
    country: "England",
    applicationUrl: "https://www.leeds.gov.uk/allotments",
    notes:
      "Many sites have their own committees, and some are run by parish councils or private owners. Demand is high and vacant plots are rare, so expect to join a waiting list.",
  },
  {
    id: "manchester",
    councilName: "Manchester City Council",
    city: "Manchester",
    county: "Greater Manchester",
    region: "North West",
    country: "England",
    applicationUrl: "https://www.manchester.gov.uk/info/500379/allotments",
    notes:
      "Every council site has a waiting list, and lists have closed to new names at busy times. Most sites have an association that runs them day to day.",
  },
  {
    id: "sheffield",
    councilName: "Sheffield City Council",
    city: "Sheffield",
    county: "South Yorkshire",
    region: "Yorkshire and The Humber",
    country: "England",
    applicationUrl: "https://www.sheffield.gov.uk/parks-sport-recreation/allotments",
    notes:
      "The council’s page shows how many plots and applicants each site has. Waits are longest in the south-west of the city.",
  },
  {
    id: "bristol",
    councilName: "Bristol City Council",
    city: "Bristol",
    county: "Bristol",
    region: "South West",
    country: "England",
    applicationUrl:
      "https://www.bristol.gov.uk/residents/museums-parks-sports-and-culture/allotments-and-gardens/apply-for-an-allotment",
    notes:
      "The council’s Allotment Finder shows each site’s vacancies and waiting list; you apply for one site. Bristol residents have priority, and some sites have short lists.",
  },
  {
    id: "nottingham",
    councilName: "Nottingham City Council",
    city: "Nottingham",
    county: "Nottinghamshire",
    region: "East Midlands",
    country: "England",
    applicationUrl:
      "https://nottinghamcity.gov.uk/leisure-and-culture/parks-and-open-spaces/allotments-1",
    notes:
      "One first-come, first-served waiting list, joined online. The council warns it may be a year or more before it offers you a plot.",
  },
  {
    id: "leicester",
    councilName: "Leicester City Council",
    city: "Leicester",
    county: "Leicestershire",
    region: "East Midlands",
    country: "England",
    applicationUrl:
      "https://www.leicester.gov.uk/culture-and-sport/allotments-and-other-growing-spaces",
    notes:
      "For Leicester residents, on the lists of up to four sites. The council publishes the waiting list for each site as open data.",
  },
  {
    id: "newcastle-upon-tyne",
    councilName: "Newcastle City Council",
    city: "Newcastle upon Tyne",
    county: "Tyne and Wear",
    region: "North East",
    country: "England",
    applicationUrl: "https://new.newcastle.gov.uk/parks-and-allotments/allotments",
    notes:
      "The council manages its sites centrally: apply online for the sites you want. Waiting times differ across the city.",
  },
  {
    id: "liverpool",
    councilName: "Liverpool City Council",
    city: "Liverpool",
    county: "Merseyside",
    region: "North West",
    country: "England",
    applicationUrl: "https://liverpool.gov.uk/leisure-and-wellbeing/allotments/",
    notes:
      "Sites are run by their allotment societies, who keep the waiting lists; the council’s page says whom to contact. Many lists are long or closed.",
  },
  {
    id: "bradford",
    councilName: "City of Bradford Metropolitan District Council",
    city: "Bradford",
    county: "West Yorkshire",
    region: "Yorkshire and The Humber",
    country: "England",
    applicationUrl:
      "https://www.bradford.gov.uk/your-community/allotments/apply-for-an-allotment-and-view-the-allotments-waiting-list/",
    notes:
      "Apply online for up to two sites and see where you are on the list. One plot per household; some sites have long lists.",
  },
  {
    id: "wakefield",
    councilName: "Wakefield Council",
    city: "Wakefield",
    county: "West Yorkshire",
    region: "Yorkshire and The Humber",
    country: "England",
    applicationUrl:
      "https://www.wakefield.gov.uk/parks-countryside-and-outdoor-spaces/allotments/applying-for-an-allotment/",
    notes:
      "Apply online; applications for each site are dealt with in date order. The council says demand is high and a wait of a year or more is likely.",
  },
  {
    id: "cambridge",
    councilName: "Cambridge City Council",
    city: "Cambridge",
    county: "Cambridgeshire",
    region: "East of England",
    country: "England",
    applicationUrl: "https://www.cambridge.gov.uk/applying-for-an-allotment-plot",
    notes:
      "Apply online for one site. Waits run from about a year to several years, and the busiest sites sometimes close their lists.",
  },
  {
    id: "oxford",
    councilName: "Oxford City Council",
    city: "Oxford",
    county: "Oxfordshire",
    region: "South East",
    country: "England",
    applicationUrl: "https://www.oxford.gov.uk/directory/2/allotments/category/5",
    notes:
      "Oxford’s sites are run with their allotment associations: use the council’s directory to find a site and contact the association that lets its plots.",
  },
  {
    id: "brighton-and-hove",
    councilName: "Brighton & Hove City Council",
    city: "Brighton and Hove",
    county: "East Sussex",
    region: "South East",
    country: "England",
    applicationUrl: "https://www.brighton-hove.gov.uk/allotments/get-allotment/apply-allotment",
    notes:
      "For residents aged 18 or over without a plot already; a one-off fee is charged to join the list. Plots range from small starter plots to full size, with accessible raised-bed plots too.",
  },
  {
    id: "reading",
    councilName: "Reading Borough Council",
    city: "Reading",
    county: "Berkshire",
    region: "South East",
    country: "England",
    applicationUrl: "https://www.reading.gov.uk/leisure/outdoors/allotments/",
    notes:
      "Apply online for up to three sites; people living near a site have priority for it. The council publishes an estimated wait for each site.",
  },
  {
    id: "slough",
    councilName: "Slough Borough Council",
    city: "Slough",
    county: "Berkshire",
    region: "South East",
    country: "England",
    applicationUrl: "https://www.slough.gov.uk/leisure-wellbeing-health/allotments/2",
    notes:
      "The waiting list is closed for now because of demand; the council reviews this regularly and will reopen it as plots come free.",
  },
  {
    id: "solihull",
    councilName: "Solihull Metropolitan Borough Council",
    city: "Solihull",
    county: "West Midlands",
    region: "West Midlands",
    country: "England",
    applicationUrl: "https://www.solihull.gov.uk/parks-and-open-spaces/allotments",
    notes:
      "Apply through the council for the sites nearest you; where a site has no vacancies you join its waiting list.",
  },
  {
    id: "bath-and-north-east-somerset",
    councilName: "Bath & North East Somerset Council",
    city: "Bath",
    county: "Somerset",
    region: "South West",
    country: "England",
    applicationUrl: "https://www.bathnes.gov.uk/apply-allotment",
    notes:
      "Apply online, choosing the sites you would like; where they have no vacancies you join their waiting lists.",
  },

  // Scotland
  {
    id: "glasgow",
    councilName: "Glasgow City Council",
    city: "Glasgow",
    county: "Glasgow City",
    region: "Scotland",
    country: "Scotland",
    applicationUrl: "https://www.glasgow.gov.uk/index.aspx?articleid=17048",
    notes:
      "Over half of Glasgow’s allotment sites are on council land, most run by their associations with their own lists. Plots rarely come free, so waits can be long.",
  },
  {
    id: "edinburgh",
    councilName: "City of Edinburgh Council",
    city: "Edinburgh",
    county: "City of Edinburgh",
    region: "Scotland",
    country: "Scotland",
    applicationUrl: "https://www.edinburghoutdoors.org.uk/allotments/rent-allotment",
    notes:
      "Apply to the council’s waiting list with your preferred sites and plot size. Demand far outstrips supply and waits of several years are common.",
  },
  {
    id: "aberdeen",
    councilName: "Aberdeen City Council",
    city: "Aberdeen",
    county: "Aberdeen City",
    region: "Scotland",
    country: "Scotland",
    applicationUrl: "https://www.aberdeencity.gov.uk/services/leisure-culture-and-parks/allotments",
    notes:
      "Council plots range from micro plots to full plots of about 300 m². Aberdeen residents apply online, and there is usually a waiting list.",
  },
  {
    id: "dundee",
    councilName: "Dundee City Council",
    city: "Dundee",
    county: "Dundee City",
    region: "Scotland",
    country: "Scotland",
    applicationUrl: "https://dundeecity.gov.uk/environment/allotments",
    contactEmail: "events.activities@dundeecity.gov.uk",
    notes:
      "The council runs four sites (Arklay Terrace, Ancrum Road, Magdalen Green and Macaulay Street) and asks you to email to join their list. Other sites are private or self-run and keep their own lists.",
  },

  // Wales
  {
    id: "cardiff",
    councilName: "Cardiff Council",
    city: "Cardiff",
    county: "Cardiff",
    region: "Wales",
    country: "Wales",
    applicationUrl: "https://www.outdoorcardiff.com/allotments/",
    notes:
      "For Cardiff residents, on the lists of up to two sites. A site’s list closes while it holds more names than half the site’s plots.",
  },
  {
    id: "newport",
    councilName: "Newport City Council",
    city: "Newport",
    county: "Newport",
    region: "Wales",
    country: "Wales",
    applicationUrl: "https://www.newport.gov.uk/en/Leisure-Tourism/Allotments/Allotments.aspx",
    notes:
      "Newport residents apply by asking the site secretary about availability. Demand is higher than supply and the council is looking at new sites.",
  },

  // Northern Ireland
  {
    id: "mid-and-east-antrim",
    councilName: "Mid and East Antrim Borough Council",
    city: "Carrickfergus",
    county: "County Antrim",
    region: "Northern Ireland",
    country: "Northern Ireland",
    applicationUrl: "https://www.midandeastantrim.gov.uk/things-to-do/parks/allotments/",
    notes:
      "Three sites: Carrickfergus (Beltoy Road), Greenisland (Knockleigh Drive) and Larne (Town Park). Some are full, but the online form puts you on the waiting list. Borough residents only.",
  },
];
