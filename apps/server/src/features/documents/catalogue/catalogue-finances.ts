import type { ShippedDocumentType } from './catalogue';

/** Assets and liabilities: what the applicant owns and owes, for the serviceability and deposit checks. */
export const ASSET_AND_LIABILITY_DOCUMENTS: ShippedDocumentType[] = [
  // Assets
  {
    code: 'savings-statements',
    category: 'assets',
    name: 'Savings account statements',
    description: 'Statements of savings accounts, showing the deposit and genuine savings built up over time.',
    question: 'Please upload statements for your savings accounts covering the last three months.',
    tooltip:
      'Download PDF statements from your internet banking. They should show your name, the account number and the balance.',
  },
  {
    code: 'transaction-statements',
    category: 'assets',
    name: 'Everyday account statements',
    description: 'Statements of everyday transaction accounts, showing spending and regular commitments.',
    question: 'Please upload statements for your everyday bank accounts covering the last three months.',
    tooltip: 'Include every account you use for day-to-day spending. PDF statements from internet banking are best.',
  },
  {
    code: 'term-deposit',
    category: 'assets',
    name: 'Term deposit statement',
    description: 'A statement or certificate for a term deposit, showing the balance and maturity date.',
    question: 'If you hold a term deposit, please upload its latest statement or certificate.',
    tooltip:
      'Your bank issues a certificate when the deposit is opened or rolled over; internet banking usually has a copy.',
  },
  {
    code: 'superannuation-statement',
    category: 'assets',
    name: 'Superannuation statement',
    description: 'The latest superannuation statement, showing the balance and the employer’s contributions.',
    question: 'Please upload your latest superannuation statement.',
    tooltip: 'Log in to your super fund’s website or app to download your latest annual or quarterly statement.',
  },
  {
    code: 'first-home-super-saver',
    category: 'assets',
    name: 'First Home Super Saver determination',
    description: 'The ATO’s determination of amounts that can be released under the First Home Super Saver scheme.',
    question: 'If you are using the First Home Super Saver scheme, please upload your FHSS determination.',
    tooltip:
      'Request a determination in myGov: open the ATO service, then Super, then Manage, then First home super saver.',
  },
  {
    code: 'share-statements',
    category: 'assets',
    name: 'Share statements',
    description: 'A holding statement for listed shares, showing the holdings and their current value.',
    question: 'If you own shares, please upload a recent holding statement.',
    tooltip:
      'A CHESS holding statement, or a portfolio valuation from your online broker, dated within the last three months.',
  },
  {
    code: 'managed-funds',
    category: 'assets',
    name: 'Managed fund statement',
    description: 'A statement of a managed fund or investment platform account, showing the balance.',
    question: 'If you hold managed funds, please upload the latest statement.',
    tooltip: 'Your fund manager or investment platform publishes statements online, usually each quarter.',
  },
  {
    code: 'vehicle-registration',
    category: 'assets',
    name: 'Vehicle registration',
    description:
      'A registration certificate showing ownership of a car, motorbike, boat or caravan listed as an asset.',
    question: 'Please upload the registration papers of any vehicle you listed as an asset.',
    tooltip: 'A current registration certificate or renewal notice showing your name and the vehicle details is fine.',
  },
  {
    code: 'gift-letter',
    category: 'assets',
    name: 'Gift letter',
    description:
      'A signed statement from a family member giving money towards the deposit, with no repayment required.',
    question: 'If family is gifting you part of the deposit, please upload a signed gift letter from them.',
    tooltip:
      'The letter should name the giver and you, state the amount, and say the money is a gift that does not have to be repaid. Your broker can give you a template.',
  },

  // Liabilities
  {
    code: 'home-loan-statements',
    category: 'liabilities',
    name: 'Home loan statements',
    description: 'Statements of every current home and investment loan, showing balance, limit and repayments.',
    question: 'Please upload the latest statements for each of your home or investment loans.',
    tooltip: 'Statements covering the last six months are usually needed. Download them from your internet banking.',
  },
  {
    code: 'credit-card-statements',
    category: 'liabilities',
    name: 'Credit card statements',
    description: 'The latest statement of each credit card, showing the limit and the balance.',
    question: 'Please upload the latest statement for each of your credit cards.',
    tooltip: 'Lenders look at the card limit, not only the balance. Include store cards and cards you rarely use.',
  },
  {
    code: 'personal-loan-statements',
    category: 'liabilities',
    name: 'Personal loan statements',
    description: 'Statements of each personal loan, showing the balance, the repayments and the end date.',
    question: 'Please upload the latest statement for each personal loan you have.',
    tooltip:
      'Your lender’s internet banking or app usually has statements. A recent statement of the loan account is enough.',
  },
  {
    code: 'car-loan-statements',
    category: 'liabilities',
    name: 'Car loan or lease statements',
    description: 'Statements of car loans and leases, showing the balance, the repayments and any balloon payment.',
    question: 'Please upload the latest statement for each car loan or lease.',
    tooltip: 'If the loan has a balloon or residual payment at the end, make sure the statement or contract shows it.',
  },
  {
    code: 'novated-lease',
    category: 'liabilities',
    name: 'Novated lease agreement',
    description: 'The novated lease agreement, showing the payments deducted from salary and the residual value.',
    question: 'If you have a novated lease, please upload the lease agreement or a current statement.',
    tooltip: 'Your salary packaging provider can supply a copy of the agreement and a current statement.',
  },
  {
    code: 'hecs-help',
    category: 'liabilities',
    name: 'HECS-HELP statement',
    description: 'The ATO’s statement of a HELP or other study and training loan balance.',
    question: 'If you have a HECS-HELP or other study loan, please upload a current statement of the balance.',
    tooltip: 'In myGov, open the ATO service, then Loans, to see and download your study and training loan balance.',
  },
  {
    code: 'buy-now-pay-later',
    category: 'liabilities',
    name: 'Buy now pay later statements',
    description: 'Statements of buy now pay later accounts such as Afterpay, Zip or Humm, showing limits and balances.',
    question: 'If you use buy now pay later services, please upload a recent statement or account summary for each.',
    tooltip:
      'Each service’s app has an account summary you can screenshot or download, showing your limit and what you owe.',
  },
  {
    code: 'margin-loan',
    category: 'liabilities',
    name: 'Margin loan statement',
    description: 'A statement of a margin loan used to buy shares or managed funds.',
    question: 'If you have a margin loan, please upload its latest statement.',
    tooltip: 'Your margin lender’s website has statements showing the loan balance and the value of the portfolio.',
  },
];
