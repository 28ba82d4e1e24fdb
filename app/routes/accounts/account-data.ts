import { exportAccountData } from "~/accounts/account-export.server";
import { requireUser } from "~/accounts/current-user.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/account-data";

/** The day in the UK, as YYYY-MM-DD, for the file name. */
const ukDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// "Download my data" (UK GDPR portability): the signed-in person's own data, as a JSON file.
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const now = new Date();
  const { db, accountSteps } = getServices(context);
  const exported = await exportAccountData(db, user.id, accountSteps.export, now);
  if (!exported) throw new Response("Not found", { status: 404 });
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="glut-data-${ukDate.format(now)}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
