import { Handshake, Search, Sprout } from "lucide-react";
import { HandsIllustration } from "~/components/illustrations/hands";
import { NumberedSteps, type Step } from "~/components/page-sections/numbered-steps";
import { Container } from "~/components/ui/container";

const steps: Step[] = [
  {
    icon: Sprout,
    title: "Share your surplus",
    text: "A glut of courgettes, spare seedlings, a tray of cuttings? List them in under a minute, free or to swap.",
  },
  {
    icon: Search,
    title: "Find what’s nearby",
    text: "Browse what growers near you have to spare, by town, by type, or just what’s free today.",
  },
  {
    icon: Handshake,
    title: "Meet and swap",
    text: "Message the grower, agree a time, and collect from the allotment gate or the doorstep.",
  },
];

/** Sharing in three steps, for someone who has just arrived. */
export function HowGlutWorks() {
  return (
    <section aria-labelledby="how-title">
      <Container className="py-12">
        <div className="flex items-center gap-4">
          <HandsIllustration className="hidden w-28 sm:block" />
          <h2 id="how-title" className="text-3xl">
            How Glut works
          </h2>
        </div>
        <NumberedSteps steps={steps} className="mt-6" />
      </Container>
    </section>
  );
}
