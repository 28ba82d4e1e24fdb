import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { staticPage } from "~/components/hydration";
import { PostcodeDataCredit } from "~/components/postcode-data-credit";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { citiesByPopulation } from "~/data/cities-by-population";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { BrowseFilterForm } from "~/listings/browse-filter-form";
import { browseFilters } from "~/listings/browse-filters.server";
import { browseTabMeta } from "~/listings/browse-tab-meta";
import { BROWSE_GATE_REASON } from "~/listings/listing-messages";
import { PageLinks } from "~/listings/page-links";
import { meaningOfNear } from "~/listings/search-origin.server";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { BrowseTabs } from "~/wanted/browse-tabs";
import { WantedCardGrid, wantedCardWordsIn } from "~/wanted/wanted-card";
import { wantedCardDataIn } from "~/wanted/wanted-card-words";
import { searchWantedPosts } from "~/wanted/wanted-reads.server";
import { tabQuery, WANTED_TAB_PATH, wantedHref } from "~/wanted/wanted-view";
import type { Route } from "./+types/wanted";

// The Wanted tab of /listings (decision 0090): what members near you are looking for, newest
// first, with the offers tab's search, place and category filters.

export async function loader({ context, url }: Route.LoaderArgs) {
  const member = await requireMember(context, url, BROWSE_GATE_REASON);
  const { db, env, logger } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "wanted");
  const filters = browseFilters(url.searchParams);
  const near = meaningOfNear(filters);
  if (near.kind === "position") {
    // 'Near me' becomes its district before the page is shown, as on the offers tab.
    throw redirect(wantedHref({ ...filters, near: near.district?.label }));
  }
  try {
    const result = await searchWantedPosts(
      db,
      {
        search: filters.search,
        category: filters.category,
        origin: near.kind === "place" ? near.search.origin : undefined,
        hiddenOwners: await membersHiddenFrom(db, member.id),
      },
      { page: filters.page },
    );
    const now = new Date();
    return {
      lng,
      title: t("tab.title"),
      description: t("tab.description"),
      // The licences' credit for a search near a place, in the page's language.
      dataCredit: getI18n(context).getFixedT(null, "places")("dataCredit"),
      appUrl: env.APP_URL,
      filters: near.kind === "place" ? { ...filters, near: near.place.label } : filters,
      unknownPlace: near.kind === "unknown" ? near.text : null,
      towns: citiesByPopulation.map((city) => city.name),
      total: result.total,
      page: result.page,
      pageCount: result.pageCount,
      posts: result.posts.map((post) => wantedCardDataIn(t, lng, post, member.id, now)),
    };
  } catch (error) {
    logger.error({ err: error }, "could not load wanted posts");
    throw data(t("tab.failed"), { status: 500 });
  }
}

// Sent without React (decision 0104): links, the filters' GET form and the cards' links; the
// filter form's own inline script does Near me and the place suggestions.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  browseTabMeta(loaderData, matches, (page) => wantedHref(page.filters, page.page));

export default function Wanted({ loaderData }: Route.ComponentProps) {
  const { filters, unknownPlace, towns, total, page, pageCount, posts, lng } = loaderData;
  const here = wantedHref(filters, page);
  const { t } = useTranslation("wanted");
  return (
    <Container className="flex flex-col gap-4 py-4 sm:gap-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3 sm:gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{t("listings:tabs.wanted")}</h1>
          <p className="hidden text-ink-muted sm:block">{t("tab.lead")}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/wanted/new">
            <Plus aria-hidden="true" /> {t("card.ask")}
          </Link>
        </Button>
      </div>
      <BrowseTabs current="wanted" query={tabQuery(filters)} />
      <BrowseFilterForm
        filters={filters}
        towns={towns}
        action={WANTED_TAB_PATH}
        withType={false}
        label={t("tab.filterLabel")}
      />
      {unknownPlace ? (
        <Alert variant="info">
          <AlertDescription>{t("tab.unknownPlace", { place: unknownPlace })}</AlertDescription>
        </Alert>
      ) : null}
      <p className="font-semibold" aria-live="polite">
        {t("tab.found", { count: total, n: total.toLocaleString(FORMAT_LOCALE[lng]) })}
      </p>
      {posts.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-card p-6 text-center">
          {t("tab.none")} <Link to="/wanted/new">{t("tab.noneLink")}</Link>
          {t("tab.noneAfter")}
        </p>
      ) : (
        <>
          <WantedCardGrid posts={posts} returnTo={here} words={wantedCardWordsIn(t)} />
          <PageLinks
            page={page}
            pageCount={pageCount}
            previous={page > 1 ? wantedHref(filters, page - 1) : null}
            next={page < pageCount ? wantedHref(filters, page + 1) : null}
          />
        </>
      )}
      {filters.near ? <PostcodeDataCredit text={loaderData.dataCredit} /> : null}
    </Container>
  );
}
