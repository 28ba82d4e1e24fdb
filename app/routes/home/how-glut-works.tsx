import { Handshake, Search, Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
import { HandsIllustration } from "~/components/illustrations/hands";
import { NumberedSteps, type Step } from "~/components/page-sections/numbered-steps";
import { Container } from "~/components/ui/container";

/** Each step's icon and its words' keys, `home.how.<key>Title` and `<key>Text`. */
const steps = [
  { icon: Sprout, key: "share" },
  { icon: Search, key: "find" },
  { icon: Handshake, key: "meet" },
] as const;

/** Sharing in three steps, for someone who has just arrived. */
export function HowGlutWorks() {
  const { t } = useTranslation("pages");
  const worded: Step[] = steps.map(({ icon, key }) => ({
    icon,
    title: t(`home.how.${key}Title`),
    text: t(`home.how.${key}Text`),
  }));
  return (
    <section aria-labelledby="how-title">
      <Container className="py-12">
        <div className="flex items-center gap-4">
          <HandsIllustration className="hidden w-28 sm:block" />
          <h2 id="how-title" className="text-3xl">
            {t("home.how.title")}
          </h2>
        </div>
        <NumberedSteps steps={worded} className="mt-6" />
      </Container>
    </section>
  );
}
