import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { LiveEvent } from "./live-events";

/**
 * Takes a fresh look at the page's data when the live stream (live-client.js, which re-sends
 * each event as a "glut:live" window event) says something it shows has changed. Returns the
 * last such event, so the page can say in a status region what changed: a screen reader user
 * hears it without losing their place, and a half-typed form keeps its words.
 */
export function useLiveRefresh(shows: (event: LiveEvent) => boolean): LiveEvent | null {
  const { revalidate } = useRevalidator();
  const [last, setLast] = useState<LiveEvent | null>(null);
  const showsRef = useRef(shows);
  showsRef.current = shows;
  useEffect(() => {
    const arrived = (event: Event) => {
      const live = (event as CustomEvent<LiveEvent>).detail;
      if (!showsRef.current(live)) return;
      setLast(live);
      void revalidate();
    };
    window.addEventListener("glut:live", arrived);
    return () => window.removeEventListener("glut:live", arrived);
  }, [revalidate]);
  return last;
}
