import classes from './skip-link.module.css';

/** The id of every layout's main landmark, which the skip link moves to. */
export const MAIN_ID = 'main';

/**
 * 'Skip to main content': the first thing a keyboard user reaches on every page, so the header and the navigation
 * need not be tabbed through each time (WCAG 2.4.1). Focus moves to the main landmark without changing the address,
 * which would make the router load the page again.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skip}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
