import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge, ListingTypeBadge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { CardTitle } from "~/components/ui/card";
import { Checkbox, Switch } from "~/components/ui/checkbox";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";

const html = (node: ReactNode) => renderToStaticMarkup(node);

/** Parses the first element matching `tag` into an attribute map (good enough for our markup). */
function attrs(markup: string, tag: string): Record<string, string> {
  const match = markup.match(new RegExp(`<${tag}(\\s[^>]*)?>`));
  if (!match) throw new Error(`no <${tag}> in ${markup}`);
  const out: Record<string, string> = {};
  for (const [, name, value] of (match[1] ?? "").matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
    if (name) out[name] = value ?? "";
  }
  return out;
}

describe("Field", () => {
  it("labels the control and wires hint and error ids", () => {
    const markup = html(
      <Field label="Title" id="title" hint="What are you giving away?" error="Enter a title">
        <Input name="title" />
      </Field>,
    );
    expect(attrs(markup, "label").for).toBe("title");
    const input = attrs(markup, "input");
    expect(input.id).toBe("title");
    expect(input.name).toBe("title");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["aria-describedby"]).toBe("title-hint title-error");
    expect(markup).toContain('id="title-hint"');
    expect(markup).toMatch(/id="title-error"[^>]*>.*Enter a title/);
    expect(markup).toMatch(/<div class="[^"]*text-tomato[^"]*" id="title-error"/);
  });

  it("leaves the control valid and undescribed when there is no hint or error", () => {
    const markup = html(
      <Field label="Notes" id="notes">
        <Textarea />
      </Field>,
    );
    const textarea = attrs(markup, "textarea");
    expect(textarea.id).toBe("notes");
    expect(textarea["aria-invalid"]).toBeUndefined();
    expect(textarea["aria-describedby"]).toBeUndefined();
    expect(markup).not.toContain("notes-error");
  });

  it("treats an empty error list as no error, shows each of several, and keeps existing describedby", () => {
    const none = html(
      <Field label="Postcode" id="postcode" error={[]}>
        <Input />
      </Field>,
    );
    expect(attrs(none, "input")["aria-invalid"]).toBeUndefined();

    const several = html(
      <Field label="Postcode" id="postcode" error={["Too short", "Not a UK postcode"]}>
        <Input aria-describedby="postcode-help" />
      </Field>,
    );
    expect(attrs(several, "input")["aria-describedby"]).toBe("postcode-help postcode-error");
    expect(several).toContain("Too short");
    expect(several).toContain("Not a UK postcode");
  });

  it("works with a native select", () => {
    const markup = html(
      <Field label="Category" id="category" error="Pick a category">
        <NativeSelect name="category">
          <option value="veg">Vegetables</option>
        </NativeSelect>
      </Field>,
    );
    const select = attrs(markup, "select");
    expect(select.id).toBe("category");
    expect(select["aria-invalid"]).toBe("true");
    expect(select["aria-describedby"]).toBe("category-error");
  });

  it("FieldError renders nothing without a message", () => {
    expect(html(<FieldError id="x" />)).toBe("");
  });
});

describe("Button", () => {
  it("is a button with primary md styling by default", () => {
    const button = attrs(html(<Button>Save</Button>), "button");
    expect(button.class).toContain("bg-leaf");
    expect(button.class).toContain("min-h-11");
  });

  it("asChild renders the child element with button classes and no underline", () => {
    const markup = html(
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href="/listings/new">Give something away</a>
      </Button>,
    );
    expect(markup.startsWith("<a")).toBe(true);
    expect(markup).not.toContain("<button");
    const a = attrs(markup, "a");
    expect(a.href).toBe("/listings/new");
    for (const cls of ["border-leaf", "min-h-12", "no-underline", "w-full", "rounded-full"]) {
      expect(a.class).toContain(cls);
    }
  });

  it("asChild gives the child its props: the child's win, both handlers run and both refs are set", () => {
    const calls: string[] = [];
    const ours = { current: null as HTMLButtonElement | null };
    let theirs: unknown = null;
    const element = Button({
      asChild: true,
      size: "icon",
      title: "ours",
      onClick: () => calls.push("button"),
      ref: ours,
      style: { color: "red", margin: 0 },
      children: (
        <a
          href="/listings"
          title="theirs"
          className="own-class"
          style={{ color: "blue" }}
          ref={(node) => {
            theirs = node;
          }}
          onClick={() => calls.push("child")}
        >
          Menu
        </a>
      ),
    }) as ReactElement<Record<string, unknown>>;
    expect(element.type).toBe("a");
    const props = element.props;
    expect(props.href).toBe("/listings");
    expect(props.title).toBe("theirs");
    expect(props.style).toEqual({ color: "blue", margin: 0 });
    expect(String(props.className)).toMatch(/^inline-flex .*size-11.* own-class$/);
    (props.onClick as () => void)();
    expect(calls).toEqual(["child", "button"]);
    const node = { tagName: "A" } as unknown as HTMLButtonElement;
    (props.ref as (node: unknown) => void)(node);
    expect(ours.current).toBe(node);
    expect(theirs).toBe(node);
  });

  it("link variant keeps its underline", () => {
    const link = buttonVariants({ variant: "link" }).split(" ");
    expect(link).toContain("underline");
    expect(link).not.toContain("no-underline");
    for (const variant of ["primary", "secondary", "outline", "ghost", "destructive"] as const) {
      const classes = buttonVariants({ variant }).split(" ");
      expect(classes).toContain("no-underline");
      expect(classes).not.toContain("underline");
    }
  });

  it("every size is a comfortable tap target", () => {
    expect(buttonVariants({ size: "sm" })).toContain("min-h-9");
    expect(buttonVariants({ size: "md" })).toContain("min-h-11");
    expect(buttonVariants({ size: "lg" })).toContain("min-h-12");
    expect(buttonVariants({ size: "icon" })).toContain("size-11");
  });
});

describe("badges", () => {
  it("ListingTypeBadge uses distinct free and swap colours", () => {
    const free = attrs(html(<ListingTypeBadge type="Free" label="Free" />), "span").class ?? "";
    const swap = attrs(html(<ListingTypeBadge type="Swap" label="Swap" />), "span").class ?? "";
    expect(free).toContain("bg-free-soft");
    expect(free).toContain("text-free");
    expect(swap).toContain("bg-swap-soft");
    expect(swap).toContain("text-swap");
    expect(free).not.toContain("swap");
    expect(swap).not.toContain("free");
  });

  it("Badge defaults to neutral", () => {
    expect(attrs(html(<Badge>New</Badge>), "span").class).toContain("bg-cream-deep");
  });
});

describe("Alert", () => {
  it("error alerts use role=alert, others role=status", () => {
    const error = html(
      <Alert variant="error">
        <AlertTitle>Something went wrong</AlertTitle>
        <AlertDescription>Try again.</AlertDescription>
      </Alert>,
    );
    expect(attrs(error, "div").role).toBe("alert");
    expect(attrs(error, "div").class).toContain("bg-tomato-soft");
    expect(attrs(html(<Alert>Saved</Alert>), "div").role).toBe("status");
    expect(attrs(html(<Alert variant="warning">Frost</Alert>), "div").role).toBe("status");
  });

  it("shows the variant icon unless icon is false, and hides it from assistive tech", () => {
    expect(html(<Alert variant="success">Done</Alert>)).toMatch(
      /<span aria-hidden="true"[^>]*><svg/,
    );
    expect(html(<Alert icon={false}>Done</Alert>)).not.toContain("<svg");
  });
});

describe("checkboxes", () => {
  it("Checkbox is a native checkbox", () => {
    const input = attrs(html(<Checkbox name="terms" defaultChecked />), "input");
    expect(input.type).toBe("checkbox");
    expect(input.name).toBe("terms");
    expect(input.class).toContain("accent-leaf");
  });

  it("Switch is a native checkbox with role=switch inside a 44px label", () => {
    const markup = html(<Switch name="analytics" label="Analytics cookies" />);
    const input = attrs(markup, "input");
    expect(input.type).toBe("checkbox");
    expect(input.role).toBe("switch");
    expect(input.name).toBe("analytics");
    expect(attrs(markup, "label").class).toContain("min-h-11");
    expect(markup).toContain("Analytics cookies");
  });
});

describe("misc", () => {
  it("CardTitle renders h3 by default and the requested heading level", () => {
    expect(html(<CardTitle>Tomatoes</CardTitle>)).toMatch(/^<h3/);
    expect(html(<CardTitle as="h2">Tomatoes</CardTitle>)).toMatch(/^<h2/);
  });

  it("Skeleton is hidden from assistive tech and respects reduced motion", () => {
    const div = attrs(html(<Skeleton className="h-4" />), "div");
    expect(div["aria-hidden"]).toBe("true");
    expect(div.class).toContain("motion-reduce:animate-none");
  });

  it("Radix Tabs and Accordion render on the server", () => {
    const tabs = html(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">Offered</TabsTrigger>
          <TabsTrigger value="b">Wanted</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
      </Tabs>,
    );
    expect(tabs).toContain('role="tablist"');
    expect(tabs).toContain("Panel A");
    const accordion = html(
      <Accordion type="single" collapsible defaultValue="one">
        <AccordionItem value="one">
          <AccordionTrigger>How do swaps work?</AccordionTrigger>
          <AccordionContent>Agree a swap in messages.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(accordion).toMatch(/<h3[^>]*><button/);
    expect(accordion).toContain("Agree a swap in messages.");
  });
});
