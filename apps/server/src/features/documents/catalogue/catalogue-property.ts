import type { ShippedDocumentType } from './catalogue';

/** Property: the security for the loan, by the kind of transaction. */
export const PROPERTY_DOCUMENTS: ShippedDocumentType[] = [
  // Property – Purchase
  {
    code: 'contract-of-sale',
    category: 'property',
    subcategory: 'property-purchase',
    name: 'Contract of sale',
    description: 'The signed contract of sale of the property being bought, with all special conditions.',
    question: 'Please upload the full signed contract of sale for the property you are buying.',
    tooltip: 'Include every page, signed by both buyer and seller, and any special conditions or addendums.',
  },
  {
    code: 'deposit-receipt',
    category: 'property',
    subcategory: 'property-purchase',
    name: 'Deposit receipt',
    description: 'The receipt for the deposit paid to the agent’s or conveyancer’s trust account.',
    question: 'Please upload the receipt for the deposit you paid.',
    tooltip: 'The real estate agent or conveyancer issues a receipt when the deposit reaches their trust account.',
  },
  {
    code: 'vendor-statement',
    category: 'property',
    subcategory: 'property-purchase',
    name: 'Vendor disclosure statement',
    description:
      'The seller’s disclosure statement (for example a section 32 in Victoria), where the state requires one.',
    question: 'If you received a vendor disclosure statement with the contract, please upload it.',
    tooltip: 'It usually comes attached to the contract of sale. Your conveyancer or solicitor will have a copy.',
  },
  {
    code: 'strata-report',
    category: 'property',
    subcategory: 'property-purchase',
    name: 'Strata report',
    description: 'A strata or body corporate report, showing levies, sinking fund and known defects of the building.',
    question: 'If you are buying a unit or townhouse, please upload the strata report.',
    tooltip: 'A strata inspection company or your conveyancer can order one. Make sure it includes the current levies.',
  },
  {
    code: 'building-pest-report',
    category: 'property',
    subcategory: 'property-purchase',
    name: 'Building and pest inspection report',
    description: 'The building and pest inspection report obtained before buying.',
    question: 'If you had a building and pest inspection done, please upload the report.',
    tooltip: 'The inspector emails the report as a PDF, usually within a day of the inspection.',
  },
  {
    code: 'first-home-owner-grant',
    category: 'property',
    subcategory: 'property-purchase',
    name: 'First home owner grant application',
    description: 'The completed application for the state’s first home owner grant or stamp duty concession.',
    question: 'If you are applying for a first home owner grant, please upload your completed application form.',
    tooltip: 'Your broker can help you fill it in. Each state’s revenue office publishes the form on its website.',
  },

  // Property – Refinance
  {
    code: 'council-rates',
    category: 'property',
    subcategory: 'property-refinance',
    name: 'Council rates notice',
    description: 'The latest council rates notice, confirming ownership and the property’s address.',
    question: 'Please upload the latest council rates notice for the property.',
    tooltip: 'Your council sends a rates notice each year or quarter. Many councils also let you download it online.',
  },
  {
    code: 'refinance-loan-statements',
    category: 'property',
    subcategory: 'property-refinance',
    name: 'Statements of the loan being refinanced',
    description: 'The last six months of statements of the loan being paid out, showing the repayment history.',
    question: 'Please upload the last six months of statements for the loan you want to refinance.',
    tooltip: 'Lenders check that repayments were made on time, so the statements should show every repayment.',
  },
  {
    code: 'discharge-authority',
    category: 'property',
    subcategory: 'property-refinance',
    name: 'Discharge authority',
    description: 'The current lender’s signed discharge authority, which starts the payout of the loan.',
    question: 'Please upload the signed discharge authority form from your current lender.',
    tooltip:
      'Your current lender has its own form, often called a discharge or payout request. Your broker can help you find it.',
  },
  {
    code: 'payout-letter',
    category: 'property',
    subcategory: 'property-refinance',
    name: 'Payout figure',
    description: 'A payout letter from the current lender confirming the amount needed to repay the loan.',
    question: 'If your current lender has given you a payout figure, please upload the letter.',
    tooltip: 'Ask your current lender for a payout figure; it is usually valid for a few weeks.',
  },

  // Property – Construction
  {
    code: 'building-contract',
    category: 'property',
    subcategory: 'property-construction',
    name: 'Building contract',
    description: 'The signed fixed-price building contract with the builder, including the progress payment schedule.',
    question: 'Please upload the full signed building contract.',
    tooltip:
      'Lenders usually need a fixed-price contract signed by you and the builder, with the progress payment schedule.',
  },
  {
    code: 'plans-and-specifications',
    category: 'property',
    subcategory: 'property-construction',
    name: 'Plans and specifications',
    description: 'The building plans and specifications that match the building contract.',
    question: 'Please upload the plans and specifications for the build.',
    tooltip: 'Your builder provides these. They should be the final versions that match your signed contract.',
  },
  {
    code: 'builders-insurance',
    category: 'property',
    subcategory: 'property-construction',
    name: 'Builder’s home warranty insurance',
    description: 'The home warranty (home building compensation) insurance certificate for the build.',
    question: 'Please upload the builder’s home warranty insurance certificate.',
    tooltip: 'Your builder must take out this insurance before starting work and give you the certificate.',
  },
  {
    code: 'council-approval',
    category: 'property',
    subcategory: 'property-construction',
    name: 'Council or building approval',
    description: 'The development approval or building permit for the construction.',
    question: 'Please upload the council or building approval for the construction.',
    tooltip: 'Your builder or certifier usually arranges this approval and can send you a copy.',
  },
  {
    code: 'land-contract',
    category: 'property',
    subcategory: 'property-construction',
    name: 'Land contract or title',
    description: 'The contract for the land being built on, or its title search when the land is already owned.',
    question: 'Please upload the contract of sale for the land, or a title search if you already own it.',
    tooltip:
      'Your conveyancer can supply either document. A title search can also be ordered online from the state land registry.',
  },
  {
    code: 'builder-quote-variations',
    category: 'property',
    subcategory: 'property-construction',
    name: 'Variations and extra quotes',
    description: 'Signed variations to the building contract and quotes for work outside it, such as landscaping.',
    question: 'If there are variations or extra quotes for work outside the building contract, please upload them.',
    tooltip: 'Include each signed variation and any quote for driveways, fencing, landscaping or a pool.',
  },

  // Property – any transaction
  {
    code: 'valuation-report',
    category: 'property',
    name: 'Valuation report',
    description: 'An independent valuation of the property, when one has already been obtained.',
    question: 'If you already have a valuation report for the property, please upload it.',
    tooltip:
      'Most lenders order their own valuation, but an existing report can help your broker choose the right lender.',
  },
  {
    code: 'building-insurance',
    category: 'property',
    name: 'Building insurance certificate',
    description: 'A certificate of currency for building insurance on the security property.',
    question: 'Please upload the certificate of currency for your building insurance.',
    tooltip: 'Your insurer can email a certificate of currency. For a strata property, the strata manager supplies it.',
  },
];
