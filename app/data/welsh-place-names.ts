/**
 * Welsh names of places in Wales that have one, by city slug: what Welsh pages show (issue 38,
 * decision 0098), as the Welsh Language Commissioner's standardised place names give them
 * (docs/welsh-glossary.md). A place not listed is called the same in both languages.
 */
export const WELSH_PLACE_NAMES: Readonly<Record<string, string>> = {
  cardiff: "Caerdydd",
  swansea: "Abertawe",
  newport: "Casnewydd",
  wrexham: "Wrecsam",
  "st-davids": "Tyddewi",
  "st-asaph": "Llanelwy",
  carmarthen: "Caerfyrddin",
  caerphilly: "Caerffili",
  bridgend: "Pen-y-bont ar Ogwr",
  barry: "Y Barri",
  "merthyr-tydfil": "Merthyr Tudful",
  neath: "Castell-nedd",
};
