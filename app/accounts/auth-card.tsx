import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

/** The frame of the sign-in, sign-up and password pages: one card, one job, on any screen. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:py-14 ${wide ? "max-w-2xl" : "max-w-md"}`}>
      <Card>
        <CardHeader>
          <h1 className="text-3xl">{title}</h1>
          {description ? (
            <CardDescription className="text-base">{description}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
      {footer ? <div className="mt-5 text-center text-ink">{footer}</div> : null}
    </div>
  );
}
