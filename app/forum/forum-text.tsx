import type { ReactNode } from "react";
import type { ForumBlock, ForumInline } from "./forum-markdown.server";

// Renders the tree parseForumText made. Only these elements exist here, every string is a React
// text node (escaped), and every link carries rel="nofollow ugc noopener": member links earn no
// ranking and get no handle on this page.

export const MEMBER_LINK_REL = "nofollow ugc noopener";

function Inline({ nodes }: { nodes: readonly ForumInline[] }): ReactNode {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    switch (node.t) {
      case "strong":
        return (
          <strong key={index}>
            <Inline nodes={node.c} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <Inline nodes={node.c} />
          </em>
        );
      case "del":
        return (
          <del key={index}>
            <Inline nodes={node.c} />
          </del>
        );
      case "code":
        return (
          <code key={index} className="rounded bg-cream px-1 font-mono text-[0.95em]">
            {node.text}
          </code>
        );
      case "br":
        return <br key={index} />;
      case "a":
        return (
          <a key={index} href={node.href} rel={MEMBER_LINK_REL} className="break-words underline">
            <Inline nodes={node.c} />
          </a>
        );
    }
    return null;
  });
}

function Blocks({ blocks }: { blocks: readonly ForumBlock[] }): ReactNode {
  return blocks.map((block, index) => {
    switch (block.t) {
      case "p":
        return (
          <p key={index}>
            <Inline nodes={block.c} />
          </p>
        );
      case "h":
        return (
          <p key={index} className="font-bold">
            <Inline nodes={block.c} />
          </p>
        );
      case "quote":
        return (
          <blockquote key={index} className="border-l-4 border-line pl-4 text-ink-muted">
            <Blocks blocks={block.c} />
          </blockquote>
        );
      case "list": {
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Blocks blocks={item} />
          </li>
        ));
        return block.ordered ? (
          <ol key={index} start={block.start} className="list-decimal pl-6">
            {items}
          </ol>
        ) : (
          <ul key={index} className="list-disc pl-6">
            {items}
          </ul>
        );
      }
      case "pre":
        return (
          <pre key={index} className="overflow-x-auto rounded bg-cream p-3 font-mono text-sm">
            <code>{block.text}</code>
          </pre>
        );
      case "hr":
        return <hr key={index} className="border-line" />;
    }
    return null;
  });
}

/** A topic's or reply's text, formatted. */
export function ForumText({ blocks }: { blocks: readonly ForumBlock[] }) {
  return (
    <div className="flex flex-col gap-3 break-words">
      <Blocks blocks={blocks} />
    </div>
  );
}
