import {
  type CompanionPair,
  type CompanionRow,
  type CompanionSourceId,
  companionPlantingSummary,
  companionSources,
  type EvidenceLevel,
  evidenceLabels,
} from "~/data/planting-companions";

/**
 * The tables' words. English by default, the data's own; the planting page passes its catalogue's
 * in the page's language (issue 38). The sources' titles are citations and stay as published.
 */
export interface CompanionWords {
  summary: readonly string[];
  good: string;
  bad: string;
  plant: string;
  growsWith: string;
  keepAway: string;
  /** The UK names for the tables' American ones. */
  ukNames: string;
  sources: string;
  source: string;
  sourceLabel: (plant: string, other: string, short: string) => string;
  evidence: Readonly<Record<EvidenceLevel, string>>;
  /** A plant's name in the tables, by its English. */
  name: (english: string) => string;
  /** A pair's note, by its table, plant and companion. */
  note: (table: "good" | "bad", plant: string, pair: CompanionPair) => string | undefined;
}

export const englishCompanionWords: CompanionWords = {
  summary: companionPlantingSummary,
  good: "Good companions",
  bad: "Bad companions",
  plant: "Plant",
  growsWith: "Grows well with",
  keepAway: "Keep away from",
  ukNames:
    "Bush beans are dwarf French beans, pole beans are climbing beans, and corn is sweetcorn.",
  sources: "Sources",
  source: "(source)",
  sourceLabel: (plant, other, short) => `(source) for ${plant} and ${other}: ${short}`,
  evidence: evidenceLabels,
  name: (english) => english,
  note: (_table, _plant, pair) => pair.note,
};

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
  words,
}: {
  good: readonly CompanionRow[];
  bad: readonly CompanionRow[];
  headingLevel?: "h2" | "h3";
  /** In the page's language (`companionWords`). */
  words: CompanionWords;
}) {
  const Heading = headingLevel;
  const cited = citedSources([...good, ...bad]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        {words.summary.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <CompanionTable
        table="good"
        caption={words.good}
        columns={[words.plant, words.growsWith]}
        rows={good}
        headingLevel={headingLevel}
        words={words}
      />
      <CompanionTable
        table="bad"
        caption={words.bad}
        columns={[words.plant, words.keepAway]}
        rows={bad}
        headingLevel={headingLevel}
        words={words}
      />
      <p className="text-ink-muted">{words.ukNames}</p>
      <div className="flex flex-col gap-2">
        <Heading id="companions-sources" className="text-xl">
          {words.sources}
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
  table,
  caption,
  columns,
  rows,
  headingLevel: Heading,
  words,
}: {
  table: "good" | "bad";
  caption: string;
  columns: [string, string];
  rows: readonly CompanionRow[];
  headingLevel: "h2" | "h3";
  words: CompanionWords;
}) {
  const id = `companions-${table}`;
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
                  {words.name(row.plant)}
                </th>
                <td className="py-2">
                  <ul className="flex flex-col gap-1">
                    {row.others.map((pair) => (
                      <CompanionItem
                        key={pair.name}
                        table={table}
                        plant={row.plant}
                        pair={pair}
                        words={words}
                      />
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

function CompanionItem({
  table,
  plant,
  pair,
  words,
}: {
  table: "good" | "bad";
  plant: string;
  pair: CompanionPair;
  words: CompanionWords;
}) {
  const note = words.note(table, plant, pair);
  return (
    <li data-evidence={pair.evidence}>
      <span className="font-semibold">{words.name(pair.name)}</span>{" "}
      <span
        className={`inline-block rounded border px-1.5 text-sm ${evidenceClass[pair.evidence]}`}
      >
        {words.evidence[pair.evidence]}
      </span>
      {note === undefined ? null : <span>: {note}</span>}{" "}
      <a
        href={`#${sourceAnchor(pair.source)}`}
        aria-label={words.sourceLabel(
          words.name(plant),
          words.name(pair.name),
          companionSources[pair.source].short,
        )}
        className="text-sm underline"
      >
        {words.source}
      </a>
    </li>
  );
}
