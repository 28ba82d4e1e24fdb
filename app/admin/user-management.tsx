import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2, UserPlus } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { assignRoleSchemaFor, roleLabelsFor } from "./admin-schemas";
import type { listRoleHolders } from "./staff-management.server";

type RoleHolder = Awaited<ReturnType<typeof listRoleHolders>>[number];

function AssignRoleForm({
  lastResult,
  checks,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  checks: FormChecks | undefined;
}) {
  const { t } = useTranslation("admin");
  const schema = useMemo(() => assignRoleSchemaFor(t), [t]);
  const roles = roleLabelsFor(t);
  const [form, fields] = useForm({
    id: "assign-role",
    lastResult,
    defaultValue: { role: "moderator" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="flex flex-col gap-3"
    >
      {checks ? <FieldErrorTemplate /> : null}
      <input type="hidden" name="intent" value="assign-role" />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <Field label={t("users.userId")} id={fields.userId.id} error={fields.userId.errors}>
          <Input
            {...getInputProps(fields.userId, { type: "text" })}
            key={fields.userId.key}
            placeholder={t("users.userIdPlaceholder")}
            autoComplete="off"
          />
        </Field>
        <Field label={t("users.role")} id={fields.role.id} error={fields.role.errors}>
          <NativeSelect {...getSelectProps(fields.role)} key={fields.role.key}>
            <option value="admin">{roles.admin}</option>
            <option value="moderator">{roles.moderator}</option>
          </NativeSelect>
        </Field>
        <Button type="submit">
          <UserPlus aria-hidden="true" /> {t("users.add")}
        </Button>
      </div>
      <p className="text-ink-muted">{t("users.help")}</p>
    </Form>
  );
}

function RoleHolderRow({ holder }: { holder: RoleHolder }) {
  const { t } = useTranslation("admin");
  const name = holder.username ?? t("verifications.unknownUser");
  const role = roleLabelsFor(t)[holder.role];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3 last:border-b-0">
      <div className="flex min-w-0 flex-col">
        <span className="font-semibold">{name}</span>
        <span className="text-ink-muted">{holder.location ?? t("verifications.noLocation")}</span>
        <code className="text-sm break-all text-ink-muted">{holder.userId}</code>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant={holder.role === "admin" ? "danger" : "info"}>{role}</Badge>
        <Form method="post">
          <input type="hidden" name="intent" value="remove-role" />
          <input type="hidden" name="roleId" value={holder.id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            aria-label={t("users.remove", { role, name })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </Form>
      </div>
    </li>
  );
}

export function UserManagement({
  roles,
  lastResult,
  checks,
}: {
  roles: RoleHolder[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** The schema's checks, for the static page's script to run (decisions 0066, 0109). */
  checks?: FormChecks;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("users.assignTitle")}</CardTitle>
          <CardDescription>{t("users.assignDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <AssignRoleForm lastResult={lastResult} checks={checks} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("users.staffTitle")}</CardTitle>
          <CardDescription>{t("users.staffDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          {roles.length === 0 ? (
            <p className="text-ink-muted">{t("users.none")}</p>
          ) : (
            <ul aria-label={t("users.holders")}>
              {roles.map((holder) => (
                <RoleHolderRow key={holder.id} holder={holder} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
