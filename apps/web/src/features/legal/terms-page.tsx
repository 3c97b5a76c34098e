import { PRODUCT_NAME } from '@brokerdesk/contract/constants';
import { LegalPage } from './legal-page';

const P = PRODUCT_NAME;

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 November 2026"
      intro={`These terms apply to everyone who uses ${P}: advisers who subscribe to it and the clients they invite. By signing in you accept them.`}
      sections={[
        {
          heading: 'The service',
          body: [
            `${P} lets advisers collect fact-find information and documents from their clients online, organise them and prepare them for a loan application or advice. It is a tool: it does not give credit or financial advice, and it does not assess or approve applications.`,
          ],
        },
        {
          heading: 'Accounts',
          body: [
            'Keep your password to yourself and sign out on shared computers. You are responsible for what is done through your account. Tell us at once if you think someone else has used it.',
            'Advisers must hold the licences or authorisations their work needs (an Australian Credit Licence or credit representative appointment, or an AFS licence or authorisation) and must have their clients’ consent to collect their information.',
          ],
        },
        {
          heading: 'Trials, plans and payment',
          body: [
            'New adviser accounts start with a free trial. After the trial, features marked as Standard or Pro need a paid plan. Plans are charged monthly in Australian dollars, GST included, to the card on file, until cancelled.',
            'If you cancel, you keep full access until the end of the period already paid for; then the account moves to the Free plan. We do not give refunds for part months except where the Australian Consumer Law requires it.',
          ],
        },
        {
          heading: 'Your data',
          body: [
            'Advisers own the information they and their clients put into the product; we hold it for them under our Privacy Policy. You may export it at any time while your account is open.',
          ],
        },
        {
          heading: 'Acceptable use',
          body: [
            'Do not use the product to break the law, to collect information without consent, to send unsolicited messages, or to try to reach data that is not yours. We may suspend an account that does.',
          ],
        },
        {
          heading: 'Availability and liability',
          body: [
            'We work to keep the service available and your data safe, but we cannot promise it will never be interrupted. To the extent the law allows, our liability is limited to supplying the service again or refunding the fees for the month concerned. Nothing in these terms excludes rights you have under the Australian Consumer Law.',
          ],
        },
        {
          heading: 'Changes and law',
          body: [
            'We will give advisers at least 30 days’ notice by email of a change to these terms that affects them. These terms are governed by the law of New South Wales.',
          ],
        },
      ]}
    />
  );
}

export { TermsPage as Component };
