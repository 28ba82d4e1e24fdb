import type { CompanionRow } from "~/data/planting-companions";

/** The UK names for the tables' American ones. */
const UK_NAMES_NOTE =
  "Bush beans are dwarf French beans, pole beans are climbing beans, and corn is sweetcorn.";

/** The good and bad companion tables, used in the dialog and in the section without JavaScript. */
export function CompanionTables({
  good,
  bad,
  headingLevel = "h3",
}: {
  good: readonly CompanionRow[];
  bad: readonly CompanionRow[];
  headingLevel?: "h2" | "h3";
}) {
  return (
    <div className="flex flex-col gap-6">
      <CompanionTable
        caption="Good companions"
        columns={["Plant", "Grows well with"]}
        rows={good}
        headingLevel={headingLevel}
      />
      <CompanionTable
        caption="Bad companions"
        columns={["Plant", "Keep away from"]}
        rows={bad}
        headingLevel={headingLevel}
      />
      <p className="text-ink-muted">{UK_NAMES_NOTE}</p>
    </div>
  );
}

function CompanionTable({
  caption,
  columns,
  rows,
  headingLevel: Heading,
}: {
  caption: string;
  columns: [string, string];
  rows: readonly CompanionRow[];
  headingLevel: "h2" | "h3";
}) {
  const id = `companions-${caption.split(" ")[0]?.toLowerCase()}`;
  return (
    <div className="flex flex-col gap-2">
      <Heading id={id} className="text-xl">
        {caption}
      </Heading>
      <div className="overflow-x-auto">
        <table aria-labelledby={id} className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b-2 border-line">
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-bold text-soil">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.plant} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {row.plant}
                </th>
                <td className="py-2">{row.others.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
