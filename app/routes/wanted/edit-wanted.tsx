import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Container } from "~/components/ui/container";
import { citiesByPopulation } from "~/data/cities-by-population";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { ukToday } from "~/planting/uk-calendar";
import { wantedChecksFor } from "~/wanted/wanted-checks.server";
import { WantedForm } from "~/wanted/wanted-form";
import wantedFormScript from "~/wanted/wanted-form.island.ts?inline-script";
import { requireOwnWantedPost, wantedFormAction } from "~/wanted/wanted-form-action.server";
import { latestWantedExpiry } from "~/wanted/wanted-text";
import { MY_WANTED_PATH } from "~/wanted/wanted-view";
import type { Route } from "./+types/edit-wanted";

// Its member edits a wanted post (decision 0090); anyone else gets 403 before anything is read.

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { post } = await requireOwnWantedPost(context, url, params.id);
  const today = ukToday(new Date());
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "wanted");
  return {
    lng,
    title: t("edit.title"),
    id: post.id,
    checks: wantedChecksFor(t),
    places: citiesByPopulation.map((city) => city.name),
    today,
    latest: latestWantedExpiry(today),
    defaultValue: {
      title: post.title,
      category: post.category,
      location: post.location,
      note: post.note ?? undefined,
      // A day already gone cannot be saved again: the form offers today instead.
      expiresOn: post.expiresOn < today ? today : post.expiresOn,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return wantedFormAction(args, { mode: "edit", id: args.params.id });
}

// Static (decision 0111): the new post's form and its inline script (decision 0106).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.editWanted") ?? "Edit Wanted Post"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function EditWanted({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("wanted");
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("edit.title")}</h1>
        <p>
          <Link to={MY_WANTED_PATH}>{t("edit.back")}</Link>
        </p>
      </div>
      <WantedForm
        id="edit-wanted"
        action={`/wanted/${loaderData.id}/edit`}
        actionData={actionData}
        defaultValue={loaderData.defaultValue}
        places={loaderData.places}
        checks={loaderData.checks}
        today={loaderData.today}
        latest={loaderData.latest}
        submitLabel={t("edit.submit")}
      />
      <InlineScript code={wantedFormScript} />
    </Container>
  );
}
