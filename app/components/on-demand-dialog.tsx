// A button that opens a dialog whose contents load on first use (issue 15: the listing page's
// contact and report dialogs carried Radix's dialog, the form library and Zod, about 55 KB, on
// every first load for a click most visits never make). The code starts loading when the
// pointer comes near or the button gets focus, so it is usually there by the click.
import {
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  Suspense,
  useRef,
} from "react";
import { Button } from "~/components/ui/button";

/** What an on-demand dialog's panel is given: open while rendered; closing returns focus. */
export interface OnDemandPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For Radix's `onCloseAutoFocus`: back to the button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

export function OnDemandDialog<P extends object>({
  panel: Panel,
  load,
  panelProps,
  open,
  onOpenChange,
  unstyled = false,
  children,
  ...buttonProps
}: {
  panel: LazyExoticComponent<ComponentType<P & OnDemandPanelProps>>;
  load: () => Promise<unknown>;
  panelProps: P;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A native button styled by `className` alone (a card that opens a dialog), not a Button. */
  unstyled?: boolean;
} & Omit<ComponentProps<typeof Button>, "onClick" | "asChild">) {
  const button = useRef<HTMLButtonElement>(null);
  // import() runs a module once; a second call returns the same promise.
  const startLoading = () => void load();
  const triggerProps = {
    ref: button,
    "aria-haspopup": "dialog" as const,
    onPointerEnter: startLoading,
    onFocus: startLoading,
    onClick: () => onOpenChange(true),
  };
  return (
    <>
      {unstyled ? (
        <button type="button" className={buttonProps.className} {...triggerProps}>
          {children}
        </button>
      ) : (
        <Button {...buttonProps} {...triggerProps}>
          {children}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <Panel
            {...panelProps}
            open
            onOpenChange={onOpenChange}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
