import type { ShippedDocumentType } from './catalogue';

/** Identification: what a lender needs to verify identity (the 100-point check) and residency. */
export const IDENTIFICATION_DOCUMENTS: ShippedDocumentType[] = [
  {
    code: 'drivers-licence',
    category: 'identification',
    subcategory: 'identification-primary',
    name: 'Driver licence',
    description: 'A current Australian driver licence, front and back, as photo identification and proof of address.',
    question: 'Please upload a clear copy of the front and back of your current driver licence.',
    tooltip:
      'A photo or scan of the physical card is best. If you use a digital licence, a screenshot showing your photo, licence number and expiry date is fine.',
  },
  {
    code: 'passport',
    category: 'identification',
    subcategory: 'identification-primary',
    name: 'Passport',
    description: 'A current Australian or foreign passport, as photo identification and evidence of citizenship.',
    question: 'Please upload a copy of the photo page of your current passport.',
    tooltip:
      'The photo page is the one with your picture, name, date of birth and passport number. Make sure nothing is cut off.',
  },
  {
    code: 'birth-certificate',
    category: 'identification',
    subcategory: 'identification-primary',
    name: 'Birth certificate',
    description: 'A full Australian birth certificate, used with other ID when a passport is not available.',
    question: 'Please upload a copy of your full birth certificate.',
    tooltip:
      'A birth extract or commemorative certificate is not accepted. Your state registry of births, deaths and marriages can issue a full certificate.',
  },
  {
    code: 'citizenship-certificate',
    category: 'identification',
    subcategory: 'identification-primary',
    name: 'Citizenship certificate',
    description: 'An Australian citizenship certificate, for applicants who became citizens by conferral or descent.',
    question: 'If you became an Australian citizen, please upload a copy of your citizenship certificate.',
    tooltip:
      'If you have lost it, you can apply to the Department of Home Affairs for evidence of Australian citizenship.',
  },
  {
    code: 'photo-card',
    category: 'identification',
    subcategory: 'identification-primary',
    name: 'Proof of age or photo card',
    description: 'A government-issued photo card, for applicants without a driver licence.',
    question: 'If you do not hold a driver licence, please upload the front and back of your government photo card.',
    tooltip: 'For example a NSW Photo Card, Victorian Proof of Age card or Queensland Photo Identification card.',
  },
  {
    code: 'medicare-card',
    category: 'identification',
    subcategory: 'identification-secondary',
    name: 'Medicare card',
    description: 'A current Medicare card showing the applicant’s name, as secondary identification.',
    question: 'Please upload a copy of your current Medicare card.',
    tooltip:
      'Make sure your name, card number and expiry date can be read. A screenshot from the Express Plus Medicare app is also fine.',
  },
  {
    code: 'marriage-certificate',
    category: 'identification',
    subcategory: 'identification-secondary',
    name: 'Marriage certificate',
    description: 'A marriage certificate, needed when a name on other ID differs because of marriage.',
    question: 'If your name has changed because of marriage, please upload a copy of your marriage certificate.',
    tooltip:
      'The certificate issued by the state registry is needed; the ceremonial certificate signed on the day is not accepted.',
  },
  {
    code: 'change-of-name',
    category: 'identification',
    subcategory: 'identification-secondary',
    name: 'Change of name certificate',
    description: 'A change of name certificate, linking a former name on other documents to the current one.',
    question: 'If you have legally changed your name, please upload your change of name certificate.',
    tooltip: 'Your state registry of births, deaths and marriages issues this certificate.',
  },
  {
    code: 'utility-bill',
    category: 'identification',
    subcategory: 'identification-secondary',
    name: 'Utility bill',
    description: 'A recent electricity, gas, water or phone bill, as proof of the current residential address.',
    question: 'Please upload a recent utility bill showing your name and current home address.',
    tooltip:
      'A bill issued in the last three months works best. A PDF downloaded from your provider’s website is fine.',
  },
  {
    code: 'visa-grant',
    category: 'identification',
    name: 'Visa grant notice',
    description: 'The visa grant notice of an applicant who is not an Australian citizen or permanent resident.',
    question: 'If you are not an Australian citizen, please upload your visa grant notice.',
    tooltip:
      'This is the letter or email from the Department of Home Affairs granting your visa. A VEVO check showing your visa conditions is also helpful.',
  },
];
