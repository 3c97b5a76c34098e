import { SHELL_MESSAGES } from '@brokerdesk/contract/constants';
import classes from './demo-banner.module.css';

/** Height of the banner; the signed-in shell adds it to its fixed header. */
export const DEMO_BANNER_HEIGHT = 24;

/** The slim warning every page shows while demo accounts with published passwords exist (decision 016). */
export function DemoBanner() {
  return (
    <div className={classes.banner} role="note" data-testid="demo-banner">
      {SHELL_MESSAGES.demoData}
    </div>
  );
}
