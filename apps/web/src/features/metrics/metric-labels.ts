import { CLIENT_RESPONSE_RATE_DEFINITION, type MetricName } from '@brokerdesk/contract/constants';

/** docs/spec/settings-billing-admin.md §2 Metrics home rows, plus our client response rate. */
export const METRICS: Record<MetricName, { title: string; series: string; unit: string; definition?: string }> = {
  'new-brokers-per-week': { title: 'New brokers per week', series: 'New brokers', unit: '' },
  'new-clients-per-week': { title: 'New clients per week', series: 'New clients', unit: '' },
  'emails-to-clients-per-week': { title: 'Emails sent to clients per week', series: 'Emails to clients', unit: '' },
  'emails-from-clients-per-week': {
    title: 'Emails sent from clients per week',
    series: 'Emails from clients',
    unit: '',
  },
  'stripe-subscriptions-per-week': { title: 'Stripe subscriptions per week', series: 'New subscriptions', unit: '' },
  'client-response-rate': {
    title: 'Client response rate',
    series: 'Response rate',
    unit: '%',
    definition: CLIENT_RESPONSE_RATE_DEFINITION,
  },
};
