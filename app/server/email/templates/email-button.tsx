import { Button } from "@react-email/components";

/** The one call to action an email carries, with its address printed too for plain-text readers. */
export function EmailButton({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: "#2f6b2f",
        borderRadius: "999px",
        color: "#ffffff",
        display: "inline-block",
        fontSize: "16px",
        fontWeight: 700,
        padding: "12px 24px",
        textDecoration: "none",
      }}
    >
      {children}
    </Button>
  );
}
