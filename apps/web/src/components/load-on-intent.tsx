import { type ComponentType, type ReactElement, useEffect, useRef, useState } from 'react';

/** What the stand-in control does until the real one is here: it notes that the user reached for it. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A control whose code (a menu, with its popover and positioning) loads when the user reaches for it rather than
 * with the page, keeping a first visit light (the portal's first load). `standIn` draws the same
 * button without its behaviour: hovering or focusing it fetches the code, and a click puts the real control in
 * its place and passes the click on to it, so it opens as it would have. The stand-in is only replaced after a
 * click, never mid-tap, so a tap on a phone is not lost to a redraw under the finger.
 */
export function LoadOnIntent<C extends ComponentType<never>>({
  load,
  standIn,
  render,
}: {
  load: () => Promise<{ default: C }>;
  standIn: (handlers: IntentHandlers) => ReactElement;
  render: (Loaded: C) => ReactElement;
}) {
  const [loaded, setLoaded] = useState<{ Component: C } | null>(null);
  const [clicked, setClicked] = useState(false);
  const loading = useRef(false);
  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => setLoaded({ Component: module.default }),
      () => {
        // Offline or a new deployment: the next reach tries again.
        loading.current = false;
      },
    );
  };
  if (loaded && clicked) return <PassClickOn>{render(loaded.Component)}</PassClickOn>;
  return standIn({
    onPointerEnter: start,
    onFocus: start,
    onClick: () => {
      setClicked(true);
      start();
    },
  });
}

/** Clicks the real control's button once it is in place: the click the stand-in took. */
function PassClickOn({ children }: { children: ReactElement }) {
  // A marker just before the control finds its button without wrapping it (a wrapper would upset positioning).
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const next = marker.current?.nextElementSibling;
    const button = next instanceof HTMLButtonElement ? next : next?.querySelector('button');
    button?.focus();
    // After the control's own effects: a popover measures its button before it can open beside it. Cleared on
    // unmount, so React's strict mode, which runs effects twice, still clicks once.
    const timer = window.setTimeout(() => button?.click(), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <span ref={marker} hidden />
      {children}
    </>
  );
}
