import {
  type CompanionPair,
  type CompanionRow,
  type CompanionSourceId,
  companionPlantingSummary,
  companionSources,
  type EvidenceLevel,
  evidenceLabels,
} from "~/data/planting-companions";

/** The UK names for the tables' American ones. */
const UK_NAMES_NOTE =
  "Bush beans are dwarf French beans, pole beans are climbing beans, and corn is sweetcorn.";

/** The level is always written out; the border only repeats it for a quick scan. */
const evidenceClass: Record<EvidenceLevel, string> = {
  supported: "border-leaf bg-leaf-soft text-leaf-deep",
  traditional: "border-line bg-cream text-ink-muted",
  contested: "border-tomato bg-tomato-soft text-tomato",
};

const sourceAnchor = (id: CompanionSourceId) => `companion-source-${id}`;

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
  const Heading = headingLevel;
  const cited = citedSources([...good, ...bad]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        {companionPlantingSummary.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
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
      <div className="flex flex-col gap-2">
        <Heading id="companions-sources" className="text-xl">
          Sources
        </Heading>
        <ol aria-labelledby="companions-sources" className="flex list-decimal flex-col gap-2 pl-6">
          {cited.map((id) => (
            <li key={id} id={sourceAnchor(id)}>
              <a href={companionSources[id].url} className="underline" rel="noopener noreferrer">
                {companionSources[id].title}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** Each source once, in the order the tables first cite it, so the list's numbers follow the page. */
function citedSources(rows: readonly CompanionRow[]): CompanionSourceId[] {
  const ids = rows.flatMap((row) => row.others.map((pair) => pair.source));
  return [...new Set(ids)];
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
              <tr key={row.plant} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {row.plant}
                </th>
                <td className="py-2">
                  <ul className="flex flex-col gap-1">
                    {row.others.map((pair) => (
                      <CompanionItem key={pair.name} plant={row.plant} pair={pair} />
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function CompanionItem({ plant, pair }: { plant: string; pair: CompanionPair }) {
  return (
    <li data-evidence={pair.evidence}>
      <span className="font-semibold">{pair.name}</span>{" "}
      <span
        className={`inline-block rounded border px-1.5 text-sm ${evidenceClass[pair.evidence]}`}
      >
        {evidenceLabels[pair.evidence]}
      </span>
      {pair.note === undefined ? null : <span>: {pair.note}</span>}{" "}
      <a
        href={`#${sourceAnchor(pair.source)}`}
        aria-label={`(source) for ${plant} and ${pair.name}: ${companionSources[pair.source].short}`}
        className="text-sm underline"
      >
        (source)
      </a>
    </li>
  );
}
