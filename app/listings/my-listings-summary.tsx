import { List, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";

/**
 * The dashboard's My Listings card for members: 'active' listings count as Active, every other
 * status (swapped, completed, unavailable) as Completed, as the specification counts them.
 */
export function MyListingsSummary({ counts }: { counts: { active: number; completed: number } }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">My Listings</CardTitle>
        <CardDescription>What you have shared on Glut.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          <div className="flex flex-col-reverse gap-1 rounded-xl bg-leaf-soft p-4">
            <dt className="font-semibold text-leaf-deep">Active</dt>
            <dd className="text-3xl font-bold text-ink">{counts.active}</dd>
          </div>
          <div className="flex flex-col-reverse gap-1 rounded-xl bg-cream-deep p-4">
            <dt className="font-semibold text-ink-muted">Completed</dt>
            <dd className="text-3xl font-bold text-ink">{counts.completed}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to="/my-listings">
            <List aria-hidden="true" /> Manage my listings
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/create-listing">
            <Plus aria-hidden="true" /> Create a listing
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
