import { PRODUCT_NAME } from '@brokerdesk/contract/constants';
import { LegalPage } from './legal-page';

const P = PRODUCT_NAME;

export function PrivacyPage() {
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
          heading: 'How we protect it',
          body: [
            'Information travels encrypted. Passwords are stored only as salted one-way hashes. Sign-in sessions expire and can be ended by signing out. Access to client records is limited to the adviser who owns them and the client concerned.',
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
