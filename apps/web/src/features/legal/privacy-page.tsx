import { type Meta, PRODUCT_NAME } from '@brokerdesk/contract/constants';
import { useBillingMode, useMapsConfig } from '../../lib/meta';
import { LegalPage } from './legal-page';

const P = PRODUCT_NAME;

/**
 * APP 8: each overseas recipient and what it receives (decision 044), as this installation is configured: billing
 * (GET /api/meta's `billing`) and the map's tile server and geocoder (`maps`, off with MAPS=off).
 */
function overseasRecipients(billing: Meta['billing'] | undefined, maps: Meta['maps']): string[] {
  const lines: string[] = [];
  lines.push(
    billing === 'stripe'
      ? "Stripe, Inc. and its affiliates (United States and other countries) take advisers' card payments. They receive the adviser's name, email address and business details, the card details typed into Stripe's own card form (which never pass through us) and the history of invoices and payments. Clients' information is never sent to Stripe."
      : 'Card payments: this installation does not send anything to Stripe (payments are simulated or managed by the firm). When a firm takes card payments through Stripe, Inc. (United States), Stripe receives the adviser’s name, email address, business details and card details, and nothing about clients.',
  );
  if (maps) {
    lines.push(
      `Map tiles (${new URL(maps.tiles_url.split('{')[0] ?? 'https://invalid').host}; the OpenStreetMap Foundation's servers are in the United Kingdom and other countries unless your firm chose its own): when an adviser shows a client on the map, the adviser's browser asks this server for the map images around the client's address, which tells it the adviser's IP address and the area shown.`,
      `Geocoding (${maps.geocoder_host}; Nominatim of the OpenStreetMap Foundation unless your firm chose its own): to place a client on the map, our server sends the client's address, and nothing else about the client or the adviser, to this service.`,
    );
  } else {
    lines.push('Maps are turned off on this installation: no address is sent to a map or geocoding service.');
  }
  lines.push(
    'Each is bound by its own terms and privacy policy. We take reasonable steps so that they handle the information consistently with the Australian Privacy Principles (APP 8).',
  );
  return lines;
}

export function PrivacyPage() {
  const billing = useBillingMode();
  const maps = useMapsConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 November 2026"
      intro={`${P} Pty Ltd ("we") provides software that mortgage brokers and financial planners ("advisers") use to collect information and documents from their clients. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This policy says what we collect, why, and what you can ask of us.`}
      sections={[
        {
          heading: 'Whose information we hold, and in what role',
          body: [
            'Advisers: the details you give when you sign up and use the product (name, business, contact details, licence and aggregator details, billing details).',
            `Clients of advisers: the fact-find answers and documents you or your adviser enter (identity, contact details, employment and income, assets, liabilities, expenses and supporting documents). We hold this on behalf of your adviser, who decides what is collected and how it is used in your loan or advice. Your adviser's own privacy policy and credit guide also apply to you.`,
          ],
        },
        {
          heading: 'How we use it',
          body: [
            'To run the service: to let advisers and their clients sign in, fill in and review applications, exchange documents and send the emails the product sends (invitations, password resets, notifications).',
            'To keep the service secure: sign-ins, changes to client data and document downloads are recorded in an activity log so that advisers can see who did what, and so that misuse can be found.',
            'We do not sell personal information and we do not use client information for marketing.',
          ],
        },
        {
          heading: 'Who we share it with',
          body: [
            'Only with the adviser a client works with, with the people that adviser lets see it, and with service providers that host and operate the product for us (data centres in Australia, email delivery, card payments for advisers). Each is bound to keep the information confidential and to use it only for us.',
            'When an adviser uploads an application to a lender or an aggregator through the product, that information goes to the recipient the adviser chose.',
            'We disclose information when the law requires it, for example under a court order.',
          ],
        },
        {
          heading: 'Recipients overseas',
          body: overseasRecipients(billing, maps),
        },
        {
          heading: 'How we protect it',
          body: [
            'Information travels encrypted. Passwords are stored only as salted one-way hashes. Two-step sign-in with an authenticator app can be turned on by anyone, and a firm can require it. Sign-in sessions expire and can be ended by signing out, from any of your devices on the Security page. Access to client records is limited to the adviser who owns them and the client concerned.',
            'If a data breach is likely to cause serious harm, we will notify the people affected and the Office of the Australian Information Commissioner as the Notifiable Data Breaches scheme requires.',
          ],
        },
        {
          heading: 'How long we keep it',
          body: [
            'For as long as the adviser keeps their account and then for the period advisers must keep records under credit and financial services laws (generally seven years), after which it is deleted.',
          ],
        },
        {
          heading: 'Access, correction and complaints',
          body: [
            'You may ask for the personal information we hold about you and ask us to correct it. Clients are usually best served by asking their adviser first, who can change most details directly.',
            'Write to privacy@brokerdesk.com.au. We will answer within 30 days. If you are not satisfied with our answer you may complain to the Office of the Australian Information Commissioner (oaic.gov.au).',
          ],
        },
      ]}
    />
  );
}

export { PrivacyPage as Component };
