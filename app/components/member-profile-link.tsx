import { Link } from "react-router";

// Every place that names a member (a listing's lister, the other side of a conversation, a forum
// author) links the name to their profile, /members/{id} (decision 0089).

export function memberProfileHref(memberId: string): string {
  return `/members/${encodeURIComponent(memberId)}`;
}

/** A member's name as a link to their profile; a deleted account's name stays plain text. */
export function MemberProfileLink({
  memberId,
  name,
  className,
}: {
  memberId: string | null;
  name: string;
  className?: string;
}) {
  if (!memberId) return <>{name}</>;
  return (
    <Link to={memberProfileHref(memberId)} className={className}>
      {name}
    </Link>
  );
}
