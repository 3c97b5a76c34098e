import type { DashboardStats } from '@brokerdesk/contract';
import { requireRole } from '../../access';
import type { Actor, ServiceContext } from '../../context';
import { countDashboardStats } from './dashboard.repo';

export async function getDashboardStats(ctx: ServiceContext, actor: Actor): Promise<DashboardStats> {
  requireRole(actor, 'admin');
  const row = await countDashboardStats(ctx.db);
  return {
    numBrokers: row.num_brokers,
    numClients: row.num_clients,
    numEmails: row.num_emails,
    numStripeCustomers: row.num_stripe_customers,
    numMercuryBrokers: row.num_mercury_brokers,
  };
}
