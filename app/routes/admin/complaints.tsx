import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Link } from "react-router";
import { AdminAccessError, requireStaff } from "~/admin/admin-access.server";
import { complaintMessages, complaintResponseSchema } from "~/complaints/complaint-schema";
import { answerComplaint, ComplaintError, listComplaints } from "~/complaints/complaints.server";
import { ComplaintsList } from "~/complaints/complaints-list";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Container } from "~/components/ui/container";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/complaints";

// /admin/complaints: complaints and appeals for moderators and admins (decision 0075).

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireStaff(context, url);
  const status = url.searchParams.get("status") === "resolved" ? "resolved" : "open";
  return { status, complaints: await listComplaints(getServices(context), user, status) } as const;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireStaff(context, url);
  const services = getServices(context);
  const submission = parseWithZod(await readForm(request), { schema: complaintResponseSchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const message = errors.response?.[0] ?? complaintMessages.response;
    return data({ message }, { status: 400 });
  }
  try {
    await answerComplaint(services, user, submission.value);
  } catch (error) {
    if (error instanceof ComplaintError) {
      return data({ message: error.message }, { status: error.status });
    }
    if (error instanceof AdminAccessError) throw data({ message: error.message }, { status: 403 });
    throw error;
  }
  return services.toasts.redirect("/admin/complaints", {
    type: "success",
    title: "Success",
    description: complaintMessages.resolved,
  });
}

// Plain forms and links: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = () => [
  { title: "Complaints | Glut" },
  { name: "robots", content: "noindex" },
];

export default function AdminComplaints({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="flex flex-col gap-8 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Complaints</h1>
        <p className="text-ink-muted">
          Complaints and appeals sent through <Link to="/complaints">the complaints page</Link>,
          oldest first. Answer each one: the answer is emailed and the complaint resolved. Reports
          of content are on <Link to="/admin/reports">the reports page</Link>.
        </p>
      </div>
      {actionData?.message ? (
        <Alert variant="error" role="alert">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{actionData.message}</AlertDescription>
        </Alert>
      ) : null}
      <ComplaintsList complaints={loaderData.complaints} status={loaderData.status} />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong loading the complaints. Please try again.";
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">Complaints</h1>
      <Alert variant="error">
        <AlertTitle>Error</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </Container>
  );
}
