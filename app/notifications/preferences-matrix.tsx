import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import {
  cellId,
  EMAIL_ALWAYS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from "./notification-kinds";
import { offId } from "./preferences-schema";

type Matrix = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/** A cell: a checkbox with its own label (kind and channel), large enough to tap. */
function Cell({ id, label, checked }: { id: string; label: string; checked: boolean }) {
  return (
    <td className="border-line border-t p-0 text-center">
      <label htmlFor={id} className="flex min-h-11 min-w-11 items-center justify-center">
        <span className="sr-only">{label}</span>
        <Checkbox id={id} name={id} value="on" defaultChecked={checked} />
      </label>
    </td>
  );
}

/** A cell that cannot be turned off (EMAIL_ALWAYS): said in words, with no control. */
function AlwaysCell({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation("alerts");
  return (
    <td id={id} className="border-line border-t px-1 text-center text-sm text-ink-muted">
      {t("preferences.always")}
      <span className="sr-only">{t("preferences.alwaysLabel", { label })}</span>
    </td>
  );
}

/**
 * The kind × channel matrix as a table of labelled checkboxes in one plain form (decision
 * 0093): it works without JavaScript; each cell's id is the anchor emails' links land on.
 */
export function PreferencesMatrix({ matrix }: { matrix: Matrix }) {
  const { t } = useTranslation("alerts");
  return (
    <Form method="post" className="flex flex-col gap-4">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t("preferences.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-2">
                {t("preferences.kind")}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="px-1 py-2 text-center text-sm">
                  {t(`channels.${channel}`)}
                </th>
              ))}
              <th scope="col" className="px-1 py-2 text-center text-sm">
                {t("preferences.off")}
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => {
              const cells = matrix[kind];
              const allOff = NOTIFICATION_CHANNELS.every((channel) => !cells[channel]);
              const name = t(`kinds.${kind}.name`);
              return (
                <tr key={kind}>
                  <th scope="row" className="border-line border-t py-2 pr-2 font-normal">
                    <span className="font-semibold">{name}</span>
                    <span className="block text-ink-muted text-sm">
                      {t(`kinds.${kind}.description`)}
                    </span>
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => {
                    const label = t("preferences.cell", {
                      name,
                      channel: t(`channels.${channel}`).toLowerCase(),
                    });
                    return channel === "email" && EMAIL_ALWAYS.has(kind) ? (
                      <AlwaysCell
                        key={channel}
                        id={cellId(channel, kind)}
                        label={t("preferences.alwaysSent", { label })}
                      />
                    ) : (
                      <Cell
                        key={channel}
                        id={cellId(channel, kind)}
                        label={label}
                        checked={cells[channel]}
                      />
                    );
                  })}
                  {EMAIL_ALWAYS.has(kind) ? (
                    <td className="border-line border-t" />
                  ) : (
                    <Cell
                      id={offId(kind)}
                      label={t("preferences.offCell", { name })}
                      checked={allOff}
                    />
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-ink-muted text-sm">{t("preferences.note")}</p>
      <Button type="submit" className="w-fit">
        {t("preferences.save")}
      </Button>
    </Form>
  );
}
