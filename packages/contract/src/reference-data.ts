/**
 * Reference lists of the account pages (docs/spec/core-and-application.md §3): states, countries, credit representative
 * types and mortgage aggregators. Ids are stable: they are what advisers rows store and what the API sends.
 */

export interface ReferenceOption {
  id: number;
  name: string;
}

/** docs/spec/core-and-application.md §3 State options. */
export const STATES: readonly ReferenceOption[] = [
  { id: 1, name: 'ACT' },
  { id: 2, name: 'NSW' },
  { id: 3, name: 'NT' },
  { id: 4, name: 'QLD' },
  { id: 5, name: 'SA' },
  { id: 6, name: 'TAS' },
  { id: 7, name: 'VIC' },
  { id: 8, name: 'WA' },
  { id: 9, name: 'Other' },
];

/**
 * docs/spec/core-and-application.md §3, §9: 0 ACR (Australian credit representative), 1 ACL (Australian credit
 * licence).
 */
export const CRN_TYPES: readonly ReferenceOption[] = [
  { id: 0, name: 'ACR' },
  { id: 1, name: 'ACL' },
];

/**
 * The classic country table (GeoNames' 250 entries in ISO 3166-1 alpha-2 order, numbered from 1), which gives the
 * spec's ids: Australia 13, New Zealand 171 (docs/spec/core-and-application.md §3). Packed as `CODE Name` entries so
 * the file reads as the list it is; the order is the numbering, so entries are never inserted or removed.
 */
const COUNTRY_TABLE = `
AD Andorra|AE United Arab Emirates|AF Afghanistan|AG Antigua and Barbuda|AI Anguilla|AL Albania
AM Armenia|AO Angola|AQ Antarctica|AR Argentina|AS American Samoa|AT Austria|AU Australia|AW Aruba
AX Åland Islands|AZ Azerbaijan
BA Bosnia and Herzegovina|BB Barbados|BD Bangladesh|BE Belgium|BF Burkina Faso|BG Bulgaria
BH Bahrain|BI Burundi|BJ Benin|BL Saint Barthélemy|BM Bermuda|BN Brunei|BO Bolivia
BQ Bonaire, Sint Eustatius and Saba|BR Brazil|BS Bahamas|BT Bhutan|BV Bouvet Island|BW Botswana
BY Belarus|BZ Belize
CA Canada|CC Cocos (Keeling) Islands|CD Democratic Republic of the Congo|CF Central African Republic
CG Republic of the Congo|CH Switzerland|CI Côte d'Ivoire|CK Cook Islands|CL Chile|CM Cameroon
CN China|CO Colombia|CR Costa Rica|CU Cuba|CV Cape Verde|CW Curaçao|CX Christmas Island|CY Cyprus
CZ Czech Republic
DE Germany|DJ Djibouti|DK Denmark|DM Dominica|DO Dominican Republic|DZ Algeria
EC Ecuador|EE Estonia|EG Egypt|EH Western Sahara|ER Eritrea|ES Spain|ET Ethiopia
FI Finland|FJ Fiji|FK Falkland Islands|FM Micronesia|FO Faroe Islands|FR France
GA Gabon|GB United Kingdom|GD Grenada|GE Georgia|GF French Guiana|GG Guernsey|GH Ghana|GI Gibraltar
GL Greenland|GM Gambia|GN Guinea|GP Guadeloupe|GQ Equatorial Guinea|GR Greece
GS South Georgia and the South Sandwich Islands|GT Guatemala|GU Guam|GW Guinea-Bissau|GY Guyana
HK Hong Kong|HM Heard Island and McDonald Islands|HN Honduras|HR Croatia|HT Haiti|HU Hungary
ID Indonesia|IE Ireland|IL Israel|IM Isle of Man|IN India|IO British Indian Ocean Territory|IQ Iraq
IR Iran|IS Iceland|IT Italy
JE Jersey|JM Jamaica|JO Jordan|JP Japan
KE Kenya|KG Kyrgyzstan|KH Cambodia|KI Kiribati|KM Comoros|KN Saint Kitts and Nevis|KP North Korea
KR South Korea|KW Kuwait|KY Cayman Islands|KZ Kazakhstan
LA Laos|LB Lebanon|LC Saint Lucia|LI Liechtenstein|LK Sri Lanka|LR Liberia|LS Lesotho|LT Lithuania
LU Luxembourg|LV Latvia|LY Libya
MA Morocco|MC Monaco|MD Moldova|ME Montenegro|MF Saint Martin|MG Madagascar|MH Marshall Islands
MK North Macedonia|ML Mali|MM Myanmar|MN Mongolia|MO Macao|MP Northern Mariana Islands|MQ Martinique
MR Mauritania|MS Montserrat|MT Malta|MU Mauritius|MV Maldives|MW Malawi|MX Mexico|MY Malaysia
MZ Mozambique
NA Namibia|NC New Caledonia|NE Niger|NF Norfolk Island|NG Nigeria|NI Nicaragua|NL Netherlands
NO Norway|NP Nepal|NR Nauru|NU Niue|NZ New Zealand
OM Oman
PA Panama|PE Peru|PF French Polynesia|PG Papua New Guinea|PH Philippines|PK Pakistan|PL Poland
PM Saint Pierre and Miquelon|PN Pitcairn Islands|PR Puerto Rico|PS Palestine|PT Portugal|PW Palau
PY Paraguay
QA Qatar
RE Réunion|RO Romania|RS Serbia|RU Russia|RW Rwanda
SA Saudi Arabia|SB Solomon Islands|SC Seychelles|SD Sudan|SE Sweden|SG Singapore|SH Saint Helena
SI Slovenia|SJ Svalbard and Jan Mayen|SK Slovakia|SL Sierra Leone|SM San Marino|SN Senegal
SO Somalia|SR Suriname|SS South Sudan|ST São Tomé and Príncipe|SV El Salvador|SX Sint Maarten
SY Syria|SZ Eswatini
TC Turks and Caicos Islands|TD Chad|TF French Southern Territories|TG Togo|TH Thailand|TJ Tajikistan
TK Tokelau|TL Timor-Leste|TM Turkmenistan|TN Tunisia|TO Tonga|TR Turkey|TT Trinidad and Tobago
TV Tuvalu|TW Taiwan|TZ Tanzania
UA Ukraine|UG Uganda|UM United States Minor Outlying Islands|US United States|UY Uruguay
UZ Uzbekistan
VA Vatican City|VC Saint Vincent and the Grenadines|VE Venezuela|VG British Virgin Islands
VI United States Virgin Islands|VN Vietnam|VU Vanuatu
WF Wallis and Futuna|WS Samoa
XK Kosovo
YE Yemen|YT Mayotte
ZA South Africa|ZM Zambia|ZW Zimbabwe`;

export const COUNTRIES: readonly (ReferenceOption & { code: string })[] = COUNTRY_TABLE.trim()
  .split(/[|\n]/)
  .map((entry, index) => ({ id: index + 1, code: entry.slice(0, 2), name: entry.slice(3) }));

export const AUSTRALIA_ID = 13;
export const NEW_ZEALAND_ID = 171;

/** The country select lists Australia and New Zealand first, then the rest by name. */
export function countriesForSelect(): (ReferenceOption & { code: string })[] {
  const first = [AUSTRALIA_ID, NEW_ZEALAND_ID];
  const rest = COUNTRIES.filter((c) => !first.includes(c.id)).sort((a, b) => a.name.localeCompare(b.name));
  return [...first.map((id) => COUNTRIES[id - 1] as ReferenceOption & { code: string }), ...rest];
}

/**
 * Australian mortgage aggregators and broker groups (docs/spec/core-and-application.md §3: ids 1 to 30 plus Other). The
 * ids are stable; 5 and 30 (Connective and Connective Select, whose brokers lodge through its Mercury platform) are the
 * lodgement aggregators of LODGEMENT_AGGREGATOR_IDS.
 */
export const AGGREGATORS: readonly ReferenceOption[] = [
  { id: 1, name: 'AFG (Australian Finance Group)' },
  { id: 2, name: 'Advantedge Financial Services' },
  { id: 3, name: 'ALI Group' },
  { id: 4, name: 'Astute Financial Management' },
  { id: 5, name: 'Connective' },
  { id: 6, name: 'Aussie' },
  { id: 7, name: 'Buyers Choice' },
  { id: 8, name: 'Choice Aggregation Services' },
  { id: 9, name: 'eChoice' },
  { id: 10, name: 'FAST (Finance and Systems Technology)' },
  { id: 11, name: 'Finsure' },
  { id: 12, name: 'Liberty Network Services' },
  { id: 13, name: 'Loan Market' },
  { id: 14, name: 'Loankit' },
  { id: 15, name: 'Mortgage Australia Group' },
  { id: 16, name: 'Mortgage Choice' },
  { id: 17, name: 'MoneyQuest' },
  { id: 18, name: 'Nectar Mortgages' },
  { id: 19, name: 'nMB (National Mortgage Brokers)' },
  { id: 20, name: 'Outsource Financial' },
  { id: 21, name: 'PLAN Australia' },
  { id: 22, name: 'Purple Circle Financial Services' },
  { id: 23, name: 'Smartline' },
  { id: 24, name: 'Specialist Finance Group (SFG)' },
  { id: 25, name: 'Vow Financial' },
  { id: 26, name: 'Yellow Brick Road' },
  { id: 27, name: 'Lendi' },
  { id: 28, name: 'LJ Hooker Home Loans' },
  { id: 29, name: 'Mortgage House' },
  { id: 30, name: 'Connective Select' },
  { id: 31, name: 'Other' },
];
