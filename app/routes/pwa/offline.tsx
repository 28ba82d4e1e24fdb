import { WifiOff } from "lucide-react";
import { staticPage } from "~/components/hydration";
import { Container } from "~/components/ui/container";
import { publicPageHeaders } from "~/server/public-page-headers";

// The page the service worker shows when a page cannot be fetched (public/sw.js, decision 0095).
// It keeps a copy taken without cookies, so it is the same for everyone and names no one; it is
// static, so it needs no script to show. Its links are ordinary links: they work again as soon as
// the connection does.

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta = () => [
  { title: "You are offline | Glut" },
  { name: "description", content: "Glut cannot be reached without a connection." },
  { name: "robots", content: "noindex" },
];

export default function Offline() {
  return (
    <Container className="flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <WifiOff aria-hidden="true" className="size-12 text-soil" />
      <h1 className="text-3xl">You are offline</h1>
      <p className="text-ink-muted">
        This page needs a connection, and your phone or computer is not online just now. Nothing you
        were looking at is kept on this device.
      </p>
      <p className="text-ink-muted">
        When you are back online, <a href="/">go to the home page</a> or reload this page.
      </p>
    </Container>
  );
}
