import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatPence } from "~/components/format-money";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import { reachNoteText, reachNoteWordsIn } from "./reach-notes";
import {
  describeReach,
  EXAMPLE_SIGNUP_RATE,
  exampleRevenuePence,
  formatPounds,
  maximumRevenuePence,
} from "./revenue-calculator";

/** Longer than any number anyone means; what was typed is echoed back, so keep it short. */
export const REACH_INPUT_MAX = 20;

const short = (pence: number) => formatPence(pence, { short: true });

/** What an organisation could earn for the people it reaches, worked out as they type. */
export function RevenueCalculator({
  initialInput,
  ratePence,
  lng,
}: {
  initialInput: string;
  ratePence: number;
  lng: Language;
}) {
  const { t } = useTranslation("community");
  const locale = FORMAT_LOCALE[lng];
  // The notes' words, also handed to the page's inline script (partnership-calculator.enhance.ts).
  const noteWords = reachNoteWordsIn(t, locale);
  const [input, setInput] = useState(initialInput);
  // A new ?reach= (back and forward, or the form sent) replaces what is in the field.
  const [shownInitial, setShownInitial] = useState(initialInput);
  if (initialInput !== shownInitial) {
    setShownInitial(initialInput);
    setInput(initialInput);
  }
  const [, setSearchParams] = useSearchParams();

  const { reach, note } = describeReach(input);
  const maximum = formatPounds(maximumRevenuePence(reach, ratePence));
  const example = formatPounds(exampleRevenuePence(reach, ratePence));
  const percent = `${Math.round(EXAMPLE_SIGNUP_RATE * 100)}%`;

  return (
    <section
      id="calculator"
      aria-labelledby="calculator-title"
      data-rate-pence={ratePence}
      data-reach-notes={JSON.stringify(noteWords)}
      className="scroll-mt-4"
    >
      <Container className="py-12">
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="calculator-title" className="text-3xl">
              {t("calculator.title")}
            </h2>
            <p className="text-ink-muted">{t("calculator.intro", { rate: short(ratePence) })}</p>
          </div>
          {/* A GET form: without JavaScript, sending it works the figures out on the server. */}
          <form
            method="get"
            action="#calculator"
            className="flex flex-col gap-1.5"
            onSubmit={(event) => {
              event.preventDefault();
              setSearchParams({ reach: input }, { replace: true, preventScrollReset: true });
            }}
          >
            <Label htmlFor="reach">{t("calculator.label")}</Label>
            <p id="reach-hint" className="text-base text-ink-muted">
              {t("calculator.hint")}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                id="reach"
                name="reach"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={REACH_INPUT_MAX}
                aria-describedby={note ? "reach-hint reach-note" : "reach-hint"}
                value={input}
                onChange={(event) => setInput(event.target.value)}
                className="sm:max-w-xs"
              />
              <Button type="submit" variant="secondary">
                {t("calculator.workItOut")}
              </Button>
            </div>
          </form>

          <div id="calculator-results" aria-live="polite" className="flex flex-col gap-3">
            <p id="reach-note" hidden={!note} className="text-base text-ink-muted">
              {note ? reachNoteText(noteWords[note], input, reach, locale) : null}
            </p>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1 rounded-card border border-line bg-card p-5 shadow-sm">
                <dt className="font-semibold text-ink">{t("calculator.maximum")}</dt>
                <dd id="maximum-revenue" className="text-3xl font-bold text-leaf-deep">
                  {maximum}
                </dd>
              </div>
              <div className="flex flex-col gap-1 rounded-card border border-line bg-card p-5 shadow-sm">
                <dt className="font-semibold text-ink">{t("calculator.example", { percent })}</dt>
                <dd id="example-revenue" className="text-3xl font-bold text-leaf-deep">
                  {example}
                </dd>
              </div>
            </dl>
          </div>
          <p className="text-sm text-ink-muted">
            {t("calculator.estimate", { rate: short(ratePence) })}
          </p>
        </div>
      </Container>
    </section>
  );
}
