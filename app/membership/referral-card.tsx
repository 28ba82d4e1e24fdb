import { Copy, HandCoins } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPence } from "~/components/format-money";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** What the card shows; the loader's `referralSummary`. */
export interface ReferralCardView {
  code: string;
  shareUrl: string;
  signups: number;
  paidConversions: number;
  earnedThisMonthPence: number;
  earnedTotalPence: number;
  ratePence: number;
}

/**
 * Copies a text with the Clipboard API. The dashboard's document is sent without React (decision
 * 0105): the button is sent hidden, with its words, and referral-copy.enhance.ts shows it where
 * the Clipboard API is offered (secure pages); otherwise the text beside it is there to select by
 * hand.
 */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        hidden
        data-copy={text}
        data-copied={t("referral.copied")}
        data-copy-failed={t("referral.copyFailed")}
      >
        <Copy aria-hidden="true" />
        <span data-label="">{label}</span>
      </Button>
      <span role="status" className="sr-only" />
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-cream-deep/60 px-4 py-3">
      <dt className="text-base text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold text-soil">{value}</dd>
    </div>
  );
}

/** An organisation's referral code, share link and what it has earned with them. */
export function ReferralCard({ referral }: { referral: ReferralCardView }) {
  const id = useId();
  const { t } = useTranslation("dashboard");
  const titleId = `${id}-title`;
  const linkId = `${id}-link`;
  const rate = formatPence(referral.ratePence, { short: true });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
          <HandCoins aria-hidden="true" className="size-6 text-leaf-deep" /> {t("referral.title")}
        </CardTitle>
        <CardDescription>{t("referral.description", { rate })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <p className="font-semibold">{t("referral.yourCode")}</p>
          <div className="flex flex-wrap items-center gap-3">
            <code
              data-testid="referral-code"
              className="rounded-xl bg-leaf-soft px-3 py-1 font-mono text-2xl font-bold tracking-wider break-all text-leaf-deep select-all sm:text-3xl"
            >
              {referral.code}
            </code>
            <CopyButton text={referral.code} label={t("referral.copyCode")} />
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={linkId}>{t("referral.shareLink")}</Label>
          <p id={`${linkId}-hint`} className="text-base text-ink-muted">
            {t("referral.shareHint")}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Input
              id={linkId}
              aria-describedby={`${linkId}-hint`}
              readOnly
              value={referral.shareUrl}
              className="min-w-0 flex-1 basis-64"
            />
            <CopyButton text={referral.shareUrl} label={t("referral.copyLink")} />
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3">
          <Stat label={t("referral.signups")} value={String(referral.signups)} />
          <Stat label={t("referral.paidConversions")} value={String(referral.paidConversions)} />
          <Stat
            label={t("referral.earnedThisMonth")}
            value={formatPence(referral.earnedThisMonthPence)}
          />
          <Stat label={t("referral.earnedTotal")} value={formatPence(referral.earnedTotalPence)} />
        </dl>

        <p>
          {t("referral.rate", { rate })}{" "}
          <Link to="/community-partnership">{t("referral.howItWorks")}</Link>
        </p>
      </CardContent>
    </Card>
  );
}
