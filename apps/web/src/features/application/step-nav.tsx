import type { StepPosition } from '@brokerdesk/contract/constants';
import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useLayoutEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { iconProps } from '../../components/icons';
import { useMe } from '../../lib/me';
import { useClientId } from '../../lib/route-params';
import { useClientDetail } from '../clients';
import { useLogPageOpened } from './api';
import { isClientUser, stepPosition } from './nav-pages';
import classes from './step-nav.module.css';

/*
 * Back and Next are used from the end of a page: the step they open starts at its top. Set on the click and used by
 * the next page's StepNav once it is drawn, so other ways of arriving (the browser's Back) keep their own scroll.
 */
let toTopOnArrival = false;
const arriveAtTop = () => {
  toTopOnArrival = true;
};

/**
 * The end of a fact-find page: where the person is ("Requirements · 2 of 7") and links to the step before
 * and after it, named for where they go ("Back: Requirements", "Next: Assets"). The steps are the ones this viewer
 * may see (contract application/steps.ts); the first has no Back, Submit (last) no Next. The indicator is plain text,
 * read when reached, not announced on every page.
 */
export function StepLinks({ position }: { position: StepPosition }) {
  const { step, number, total, back, next } = position;
  return (
    <nav aria-label="Fact-find steps" className={classes.bar} data-testid="step-nav">
      <Text fw={600} className={classes.indicator} data-testid="step-indicator">
        {step.label} · {number} of {total}
      </Text>
      {back && (
        <Button
          component={Link}
          to={back.path}
          // Spelt out: on a phone the button shows only 'Back', and a hidden part would be read with a space before it.
          aria-label={`Back: ${back.label}`}
          onClick={arriveAtTop}
          variant="default"
          size="md"
          className={classes.back}
          classNames={{ label: classes.label }}
          leftSection={<IconArrowLeft {...iconProps('md')} />}
        >
          <span className={classes.text}>
            Back<span className={classes.backWhere}>: {back.label}</span>
          </span>
        </Button>
      )}
      {next && (
        <Button
          component={Link}
          to={next.path}
          aria-label={`Next: ${next.label}`}
          onClick={arriveAtTop}
          size="md"
          className={classes.next}
          classNames={{ label: classes.label }}
          rightSection={<IconArrowRight {...iconProps('md')} />}
        >
          <span className={classes.text}>Next: {next.label}</span>
        </Button>
      )}
    </nav>
  );
}

/** For the page's outer column (a flex column) that ends with StepNav: on phones it fills the window. */
export const stepPageClass = classes.page;

/**
 * The Back / Next of the page at the current path, once the client (applicants, pages, lock) is known; a client's
 * visit to the page is logged for their adviser's timeline.
 */
export function StepNav() {
  const me = useMe();
  const clientId = useClientId();
  const { pathname } = useLocation();
  const { data: client } = useClientDetail(clientId);
  useLayoutEffect(() => {
    if (!toTopOnArrival) return;
    toTopOnArrival = false;
    window.scrollTo({ top: 0 });
  }, [pathname]);
  const position = client && stepPosition(me, client, pathname);
  // Every page of the application ends with this bar, so the client's visits are logged here.
  useLogPageOpened(clientId, position?.step, isClientUser(me));
  return position ? <StepLinks position={position} /> : null;
}
