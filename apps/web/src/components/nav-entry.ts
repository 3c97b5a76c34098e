import classes from './nav-entry.module.css';

/**
 * The mark of the side navigation's entry of the page open, for every entry of the application navigation whichever
 * feature draws it (the applicants, the pages, the broker's report and lodgement actions).
 */
export const navEntryClass = classes.entry;
