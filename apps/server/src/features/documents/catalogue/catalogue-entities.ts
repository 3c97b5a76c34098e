import type { ShippedDocumentType } from './catalogue';

/** Companies and trusts that borrow or guarantee, and what fits nowhere else. */
export const ENTITY_AND_OTHER_DOCUMENTS: ShippedDocumentType[] = [
  // Company
  {
    code: 'company-extract',
    category: 'company',
    name: 'Company extract (ASIC)',
    description: 'A current ASIC company extract, showing directors, shareholders and the registered office.',
    question: 'Please upload a current ASIC extract for the company.',
    tooltip: 'Your accountant can order a current extract from ASIC, or you can buy one on the ASIC website.',
  },
  {
    code: 'company-tax-returns',
    category: 'company',
    name: 'Company tax returns',
    description: 'The company’s tax returns for the last two financial years.',
    question: 'Please upload the company’s tax returns for the last two financial years.',
    tooltip: 'Your accountant lodges these and can send you copies. Please include every page.',
  },
  {
    code: 'company-financial-statements',
    category: 'company',
    name: 'Company financial statements',
    description: 'The company’s profit and loss statements and balance sheets for the last two financial years.',
    question: 'Please upload the company’s financial statements for the last two financial years.',
    tooltip: 'These are prepared by your accountant. Signed statements are preferred.',
  },
  {
    code: 'company-bas',
    category: 'company',
    name: 'Company business activity statements',
    description: 'The company’s most recent business activity statements, showing current-year turnover.',
    question: 'Please upload the company’s business activity statements for the last four quarters.',
    tooltip: 'Your accountant or bookkeeper can export them, or find them in the ATO Business Portal.',
  },
  {
    code: 'company-ato-portal',
    category: 'company',
    name: 'Company ATO portal statement',
    description: 'The company’s ATO integrated client account statement, showing any tax owed.',
    question: 'Please upload a current ATO statement of account for the company.',
    tooltip: 'Your accountant can download it from the ATO portal. It should be dated within the last month.',
  },
  {
    code: 'company-bank-statements',
    category: 'company',
    name: 'Company bank statements',
    description: 'Statements of the company’s bank accounts covering the last six months.',
    question: 'Please upload statements for the company’s bank accounts covering the last six months.',
    tooltip: 'Download PDF statements for every account the company uses from your business internet banking.',
  },
  {
    code: 'company-constitution',
    category: 'company',
    name: 'Company constitution',
    description: 'The company’s constitution, when the lender needs to confirm who may sign on its behalf.',
    question: 'If the company has a constitution, please upload a copy.',
    tooltip: 'Your accountant or the company secretary keeps the constitution with the company register.',
  },

  // Trust
  {
    code: 'trust-deed',
    category: 'trust',
    name: 'Trust deed',
    description: 'The full trust deed and every deed of variation, showing the trustee’s power to borrow.',
    question: 'Please upload the full trust deed, including any deeds of variation.',
    tooltip:
      'The deed must be complete and signed. Your accountant or solicitor who set up the trust will have a copy.',
  },
  {
    code: 'trustee-details',
    category: 'trust',
    name: 'Trustee details',
    description:
      'Who the trustees are: identification of individual trustees, or an ASIC extract of a corporate trustee.',
    question:
      'Please upload details of the trustee: ID for each individual trustee, or an ASIC extract if the trustee is a company.',
    tooltip: 'If the trustee has changed since the trust was set up, include the deed appointing the current trustee.',
  },
  {
    code: 'trust-tax-returns',
    category: 'trust',
    name: 'Trust tax returns',
    description: 'The trust’s tax returns for the last two financial years, showing distributions to beneficiaries.',
    question: 'Please upload the trust’s tax returns for the last two financial years.',
    tooltip: 'Your accountant lodges these and can send you copies. Please include every page.',
  },
  {
    code: 'trust-financial-statements',
    category: 'trust',
    name: 'Trust financial statements',
    description: 'The trust’s profit and loss statements and balance sheets for the last two financial years.',
    question: 'Please upload the trust’s financial statements for the last two financial years.',
    tooltip: 'These are prepared by your accountant. Signed statements are preferred.',
  },
  {
    code: 'trust-distribution-minutes',
    category: 'trust',
    name: 'Trust distribution minutes',
    description: 'The trustee’s resolutions on how the trust’s income was distributed in the last two years.',
    question: 'Please upload the trustee’s distribution minutes for the last two financial years.',
    tooltip: 'Your accountant usually prepares these minutes before 30 June each year.',
  },

  // Other
  {
    code: 'separation-agreement',
    category: 'other',
    name: 'Separation or property settlement',
    description:
      'Court orders, a binding financial agreement or a separation agreement setting out a property settlement.',
    question:
      'If you are separated or divorced, please upload the court orders or financial agreement for your property settlement.',
    tooltip: 'Your family lawyer will have a sealed copy of the orders or the signed agreement.',
  },
  {
    code: 'power-of-attorney',
    category: 'other',
    name: 'Power of attorney',
    description: 'A registered power of attorney, when someone will sign the loan documents on an applicant’s behalf.',
    question: 'If someone will sign documents for you under a power of attorney, please upload a copy of it.',
    tooltip:
      'Lenders usually need a certified copy of the registered power of attorney. Your solicitor can arrange one.',
  },
  {
    code: 'letter-of-explanation',
    category: 'other',
    name: 'Letter of explanation',
    description:
      'A signed letter from the applicant explaining something in the application, such as a gap in work or a credit default.',
    question: 'Please upload a signed letter explaining the matter your broker has asked about.',
    tooltip: 'Keep it short and factual: what happened, when, and what has changed since. Sign and date it.',
  },
  {
    code: 'solicitor-details',
    category: 'other',
    name: 'Solicitor or conveyancer details',
    description: 'The name and contact details of the solicitor or conveyancer acting on the purchase or refinance.',
    question: 'Please upload the details of your solicitor or conveyancer, such as their engagement letter.',
    tooltip: 'An engagement letter or a business card with their firm, email and phone number is enough.',
  },
  {
    code: 'other-document',
    category: 'other',
    name: 'Other document',
    description: 'Any other document the broker asks for.',
    question: 'Please upload the document your broker has asked for.',
    tooltip: 'If you are unsure what is needed, contact your broker before uploading.',
  },
];
