// The attribution Code-Point Open's licence (Open Government Licence v3.0) asks for wherever
// data derived from it is used: the postcode district centres behind distance search
// (decision 0046). The year is the release's and changes when the data is refreshed.
export const POSTCODE_DATA_CREDIT =
  "Distances use postcode district centres from OS Code-Point Open. Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Contains National Statistics data © Crown copyright and database right 2025.";

export function PostcodeDataCredit() {
  return <p className="text-sm text-ink-muted">{POSTCODE_DATA_CREDIT}</p>;
}
