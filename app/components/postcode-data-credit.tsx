// The attributions the place data's licences ask for wherever data derived from it is used: the
// postcode district centres behind distance search (OS Code-Point Open, Open Government Licence
// v3.0, decision 0046; the year is the release's and changes when the data is refreshed) and
// Northern Ireland's town centres (GeoNames, Creative Commons Attribution 4.0, decision 0083).
export const POSTCODE_DATA_CREDIT =
  "Distances use postcode district centres from OS Code-Point Open. Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Contains National Statistics data © Crown copyright and database right 2025. Northern Ireland town centres from GeoNames (geonames.org), licensed under CC BY 4.0.";

/** `text` is the credit in the page's language (the `places` catalogue's `dataCredit`). */
export function PostcodeDataCredit({ text }: { text: string }) {
  return <p className="text-sm text-ink-muted">{text}</p>;
}
