import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { UnblockForm } from "./block-form";

/** Account settings' "Blocked members": whom the member blocked, each with Unblock. */
export function BlockedMembersCard({
  blocked,
}: {
  blocked: ReadonlyArray<{ blockId: string; name: string; since: string }>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Blocked members</CardTitle>
        <CardDescription>
          You and a member you block can't message each other, and you don't see their listings or
          forum posts. They are not told.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {blocked.length === 0 ? (
          <p className="text-ink-muted">You have not blocked anyone.</p>
        ) : (
          <ul aria-label="Blocked members" className="flex flex-col divide-y divide-line">
            {blocked.map((block) => (
              <li
                key={block.blockId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <span className="flex flex-col">
                  <span className="font-semibold break-words">{block.name}</span>
                  <span className="text-sm text-ink-muted">Blocked {block.since}</span>
                </span>
                <UnblockForm blockId={block.blockId} memberName={block.name} returnTo="/account" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
