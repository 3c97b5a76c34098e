import type { ShippedDocumentType } from './catalogue';

/** Income: PAYG employees, the self-employed, and other regular income a lender may count. */
export const INCOME_DOCUMENTS: ShippedDocumentType[] = [
  // Income – PAYG
  {
    code: 'payslips',
    category: 'income-payg',
    name: 'Payslips',
    description: 'The two most recent consecutive payslips, showing gross pay, year-to-date earnings and the employer.',
    question: 'Please upload your two most recent consecutive payslips.',
    tooltip:
      'Payslips must show your name, your employer’s name and ABN, the pay period and year-to-date totals. Download them from your payroll portal if you can.',
  },
  {
    code: 'payg-income-statement',
    category: 'income-payg',
    name: 'Income statement (PAYG payment summary)',
    description:
      'The end-of-financial-year income statement from each employer, formerly called a PAYG payment summary.',
    question: 'Please upload your income statement (or PAYG payment summary) for the last financial year.',
    tooltip:
      'In myGov, open the ATO service, then Employment, then Income statements. Earlier years may be a paper PAYG payment summary from your employer.',
  },
  {
    code: 'employment-letter',
    category: 'income-payg',
    name: 'Employment letter',
    description: 'A letter from the employer confirming role, start date, employment type, hours and salary.',
    question: 'Please upload a recent letter from your employer confirming your position, start date and salary.',
    tooltip:
      'Ask your HR or payroll team. The letter should be on company letterhead, dated within the last month and signed.',
  },
  {
    code: 'employment-contract',
    category: 'income-payg',
    name: 'Employment contract',
    description: 'The signed employment contract, usually needed when the applicant started a new job recently.',
    question: 'If you started your current job in the last six months, please upload your signed employment contract.',
    tooltip: 'Include every page, including the page that shows your salary and any probation period.',
  },
  {
    code: 'payg-tax-return',
    category: 'income-payg',
    name: 'Individual tax return',
    description: 'The latest individual tax return, used when income includes overtime, bonuses or other variable pay.',
    question: 'Please upload a copy of your most recent individual tax return.',
    tooltip:
      'Your tax agent can send you a copy, or you can download the return you lodged from the ATO service in myGov.',
  },
  {
    code: 'payg-notice-of-assessment',
    category: 'income-payg',
    name: 'Notice of assessment',
    description: 'The ATO’s notice of assessment for the latest financial year, confirming taxable income.',
    question: 'Please upload your most recent notice of assessment from the ATO.',
    tooltip: 'In myGov, open the ATO service, then Tax, then Lodgments, and choose Notices of assessment.',
  },
  {
    code: 'salary-credits',
    category: 'income-payg',
    name: 'Bank statements showing salary',
    description: 'Account statements showing regular salary credits that match the payslips.',
    question: 'Please upload statements for the account your salary is paid into, covering the last three months.',
    tooltip:
      'Download PDF statements from your internet banking. Screenshots of transaction lists are usually not accepted.',
  },
  {
    code: 'variable-income',
    category: 'income-payg',
    name: 'Overtime, bonus or commission history',
    description: 'Evidence of overtime, shift allowances, bonuses or commissions over the past two years.',
    question:
      'If part of your pay is overtime, allowances, bonuses or commission, please upload evidence of the last two years.',
    tooltip:
      'A payroll report, your final payslips for each financial year, or a letter from your employer listing the payments all work.',
  },
  {
    code: 'salary-packaging',
    category: 'income-payg',
    name: 'Salary packaging statement',
    description:
      'A statement of salary sacrifice or packaging arrangements, such as a novated lease or super contributions.',
    question: 'If you salary package or salary sacrifice, please upload a statement of the arrangement.',
    tooltip: 'Your salary packaging provider or payroll team can provide a current statement.',
  },

  // Income – Self-employed
  {
    code: 'self-employed-tax-returns',
    category: 'income-self-employed',
    name: 'Individual tax returns (two years)',
    description: 'Individual tax returns for the last two financial years, including the business schedules.',
    question: 'Please upload your individual tax returns for the last two financial years.',
    tooltip: 'Your accountant can send these. Please include every page and schedule, not just the summary.',
  },
  {
    code: 'self-employed-notices-of-assessment',
    category: 'income-self-employed',
    name: 'Notices of assessment (two years)',
    description: 'The ATO’s notices of assessment matching the two tax returns provided.',
    question: 'Please upload your notices of assessment for the last two financial years.',
    tooltip: 'In myGov, open the ATO service, then Tax, then Lodgments, and choose Notices of assessment.',
  },
  {
    code: 'business-financial-statements',
    category: 'income-self-employed',
    name: 'Business financial statements',
    description: 'Profit and loss statements and balance sheets for the last two financial years.',
    question:
      'Please upload your business’s profit and loss statements and balance sheets for the last two financial years.',
    tooltip: 'These are prepared by your accountant. Statements signed by the accountant are preferred.',
  },
  {
    code: 'bas',
    category: 'income-self-employed',
    name: 'Business activity statements (BAS)',
    description: 'The most recent business activity statements, showing current-year turnover.',
    question: 'Please upload your business activity statements for the last four quarters.',
    tooltip: 'Your accountant or bookkeeper can export these, or find them in the ATO Business Portal under Lodgments.',
  },
  {
    code: 'ato-portal-statement',
    category: 'income-self-employed',
    name: 'ATO portal statement',
    description: 'An ATO integrated client account statement, showing any tax owed and whether it is being paid.',
    question: 'Please upload a current statement of account from the ATO portal.',
    tooltip:
      'Your accountant can download an integrated client account statement from the ATO portal. It should be dated within the last month.',
  },
  {
    code: 'abn-registration',
    category: 'income-self-employed',
    name: 'ABN registration',
    description: 'Evidence of the ABN and how long it has been registered, and of GST registration where relevant.',
    question: 'Please upload evidence of your ABN registration.',
    tooltip: 'A printout or PDF of your entry on the ABN Lookup website (abr.business.gov.au) is enough.',
  },
  {
    code: 'accountant-letter',
    category: 'income-self-employed',
    name: 'Accountant’s letter',
    description: 'A letter from the applicant’s accountant confirming income, or explaining recent trading.',
    question: 'Please upload a letter from your accountant confirming your income and how long you have been trading.',
    tooltip:
      'The letter should be on the accounting firm’s letterhead and include the accountant’s registration or membership number.',
  },
  {
    code: 'business-bank-statements',
    category: 'income-self-employed',
    name: 'Business bank statements',
    description: 'Statements of the business’s transaction accounts, showing turnover going through the accounts.',
    question: 'Please upload statements for your business bank accounts covering the last six months.',
    tooltip: 'Download PDF statements from your business internet banking for each account the business uses.',
  },
  {
    code: 'ato-payment-plan',
    category: 'income-self-employed',
    name: 'ATO payment arrangement',
    description: 'The terms of any payment plan agreed with the ATO for outstanding tax.',
    question: 'If you have a payment plan with the ATO, please upload the letter confirming it.',
    tooltip:
      'The ATO sends a confirmation letter when a payment plan is set up. Your accountant will also have a copy.',
  },

  // Income – Other
  {
    code: 'rental-statement',
    category: 'income-other',
    name: 'Rental statements',
    description: 'Statements from the managing agent showing rent received on each investment property.',
    question: 'Please upload your most recent rental statements for each investment property.',
    tooltip: 'Your property manager sends these monthly. The end-of-financial-year statement is also helpful.',
  },
  {
    code: 'lease-agreement',
    category: 'income-other',
    name: 'Residential tenancy agreement',
    description: 'The current lease of an investment property, showing the tenant, the rent and the lease term.',
    question: 'Please upload the current lease for each investment property.',
    tooltip: 'Your property manager can send a copy of the signed residential tenancy agreement.',
  },
  {
    code: 'rental-appraisal',
    category: 'income-other',
    name: 'Rental appraisal',
    description: 'A real estate agent’s appraisal of the rent a property could earn, for a property not yet leased.',
    question: 'If you are buying a property to rent out, please upload a rental appraisal from a local agent.',
    tooltip:
      'Any local property manager can provide one, usually at no cost. It should be on agency letterhead and dated.',
  },
  {
    code: 'centrelink-statement',
    category: 'income-other',
    name: 'Centrelink income statement',
    description: 'A Centrelink statement of the benefits or family payments the applicant receives.',
    question: 'If you receive Centrelink payments, please upload a current Centrelink income statement.',
    tooltip:
      'In myGov, open Centrelink, then Menu, then Document and letters, then Request a document, and choose Income statement.',
  },
  {
    code: 'child-support',
    category: 'income-other',
    name: 'Child support assessment',
    description: 'The child support assessment or agreement, showing payments received or paid.',
    question: 'If you receive or pay child support, please upload your current child support assessment.',
    tooltip: 'Find it in myGov under Child Support, or in the Express Plus Child Support app.',
  },
  {
    code: 'pension-statement',
    category: 'income-other',
    name: 'Pension or annuity statement',
    description: 'A statement of a superannuation pension, annuity or government pension the applicant receives.',
    question: 'If you receive a pension or annuity, please upload a recent statement showing the payments.',
    tooltip: 'Your super fund or pension provider can send a current statement of your payments.',
  },
  {
    code: 'foreign-income',
    category: 'income-other',
    name: 'Foreign income evidence',
    description: 'Payslips, tax documents or bank statements for income earned outside Australia.',
    question: 'If you earn income outside Australia, please upload evidence of it, such as payslips and a tax return.',
    tooltip: 'Documents in a language other than English will need a certified translation.',
  },
];
