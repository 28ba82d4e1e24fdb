import { BadgeCheck, CreditCard } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useRevalidator } from "react-router";
import { formatPence } from "~/components/format-money";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** Made by `membershipView` from `describeMembership`, the one place that decides the state. */
export interface MembershipView {
  state: "free-organisation" | "never" | "active" | "ending" | "ended";
  active: boolean;
  status: "Active" | "Not active" | null;
  dateLabel: "Renews" | "Ends" | "Ended" | null;
  /** Already written out as a UK date, in the page's language. */
  date: string | null;
  /** `dashboard:membership.notes.*`, if the state needs a note. */
  noteKey: "paymentOverdue" | "cancelledResumable" | "cancelled" | null;
  offer: "subscribe" | "renew" | null;
  canManage: boolean;
  tier: string | null;
  isOrganization: boolean;
  freeAccess: boolean;
  pricePence: number;
  returnedFromCheckout: "success" | "cancelled" | null;
  checkFailed: boolean;
}

/** After paying, the provider's confirmation can lag: look again at 2, 5 and 10 seconds. */
const RECHECK_AFTER_MS = [2_000, 5_000, 10_000];
const POLL_EVERY_MS = 30_000;

function useMembershipRechecks(view: MembershipView) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (view.returnedFromCheckout !== "success" || view.active) return;
    const timers = RECHECK_AFTER_MS.map((ms) => setTimeout(() => revalidator.revalidate(), ms));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [view.returnedFromCheckout, view.active, revalidator]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") revalidator.revalidate();
    }, POLL_EVERY_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
}

export function MembershipCard({ view }: { view: MembershipView }) {
  useMembershipRechecks(view);
  const { t } = useTranslation("dashboard");
  const price = formatPence(view.pricePence);
  return (
    <Card
      role="region"
      aria-labelledby="membership-card-title"
      data-membership-card=""
      data-confirming={view.returnedFromCheckout === "success" && !view.active ? "" : undefined}
    >
      <CardHeader>
        <CardTitle as="h2" id="membership-card-title">
          {t("membership.title")}
        </CardTitle>
        <CardDescription>
          {view.isOrganization
            ? t("membership.organisations")
            : t("membership.personal", { price })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {view.returnedFromCheckout === "success" ? (
          <Alert variant="success">
            <AlertTitle>{t("membership.success")}</AlertTitle>
            {view.active ? null : <AlertDescription>{t("membership.confirming")}</AlertDescription>}
          </Alert>
        ) : null}
        {view.returnedFromCheckout === "cancelled" ? (
          <Alert variant="info">
            <AlertTitle>{t("membership.cancelled")}</AlertTitle>
            <AlertDescription>{t("membership.notCharged")}</AlertDescription>
          </Alert>
        ) : null}
        {view.checkFailed ? (
          <Alert variant="error">
            <AlertDescription>{t("membership.checkFailed")}</AlertDescription>
          </Alert>
        ) : null}

        {view.freeAccess ? (
          <p className="flex items-center gap-2 font-semibold text-leaf-deep">
            <BadgeCheck aria-hidden="true" className="size-5" /> {t("membership.freeAccess")}
          </p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">{t("membership.status")}</dt>
            <dd>
              <Badge variant={view.active ? "success" : "neutral"}>
                {view.status === "Active" ? t("membership.active") : t("membership.notActive")}
              </Badge>
            </dd>
            {view.active && view.tier ? (
              <>
                <dt className="font-semibold">{t("membership.plan")}</dt>
                <dd>
                  {t("membership.planPrice", {
                    tier: t(`membership.tiers.${view.tier}`, { defaultValue: view.tier }),
                    price,
                  })}
                </dd>
              </>
            ) : null}
            {view.dateLabel && view.date ? (
              <>
                <dt className="font-semibold">{t(`membership.${view.dateLabel}`)}</dt>
                <dd>{view.date}</dd>
              </>
            ) : null}
          </dl>
        )}
        {view.noteKey ? <p>{t(`membership.notes.${view.noteKey}`)}</p> : null}

        {view.offer ? (
          <Form method="post" action="/membership/checkout">
            <Button type="submit">
              <CreditCard aria-hidden="true" />{" "}
              {view.offer === "renew"
                ? t("membership.renew", { price })
                : t("membership.subscribe", { price })}
            </Button>
          </Form>
        ) : null}
        {view.canManage ? (
          <Form method="post" action="/membership/portal">
            <Button type="submit" variant="outline">
              {t("membership.manage")}
            </Button>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
