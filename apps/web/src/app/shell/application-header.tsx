import type { User } from '@brokerdesk/contract/constants';
import { Button, Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { AdviserActionsOnDemand } from '../../features/lodgement';
import { type Crumb, clientTrail } from '../../lib/client-trail';
import { clientLabel } from '../route-handle';
import { useRouteTitle } from '../route-title';
import classes from './application-header.module.css';

/**
 * Above a client's pages for an adviser or administrator: which client this is ("Emily Clarke ·
 * Application"), so two tabs of two clients read apart, and a breadcrumb back to where clients are listed for this
 * viewer (Clients › Emily Clarke › Requirements). Beside the name, the application's actions (View Report, Upload to
 * the lodgement system, View Activity), in sight on a laptop's first screen; the side navigation keeps the steps.
 * A client is on their own pages and has no such header.
 */
export function ApplicationHeader({ me }: { me: User }) {
  const { page, client } = useRouteTitle();
  const { pathname } = useLocation();
  if (me.role === 'client' && !me.is_admin) return null;
  const name = client && clientLabel(client);
  const trail: Crumb[] = client ? [...clientTrail(me, client), { label: name ?? '', to: `/client/${client.id}` }] : [];
  return (
    <div className={classes.header} data-testid="application-header">
      <nav aria-label="Breadcrumb">
        <ol className={classes.crumbs}>
          {client ? (
            trail.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to} className={classes.crumbLink}>
                  {crumb.label}
                </Link>
                <span aria-hidden="true" className={classes.separator}>
                  ›
                </span>
              </li>
            ))
          ) : (
            <li>
              <Skeleton height={14} width={160} radius="sm" />
            </li>
          )}
          {page && <li aria-current="page">{page}</li>}
        </ol>
      </nav>
      <div className={classes.titleRow}>
        {name ? (
          <p className={classes.name} data-testid="application-client">
            {name} · Application
          </p>
        ) : (
          <Skeleton height={26} width={240} mt={4} radius="sm" />
        )}
        {client && (
          <div className={classes.actions} data-testid="application-actions">
            <Suspense fallback={null}>
              <AdviserActionsOnDemand client={client} />
            </Suspense>
            <Button
              component={Link}
              to={`/client/${client.id}/activity`}
              variant="default"
              size="sm"
              aria-current={pathname === `/client/${client.id}/activity` ? 'page' : undefined}
            >
              View Activity
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

export default ApplicationHeader;
