/**
 * Word lists for the demo's generated people and businesses: the mix of names an Australian broker's client
 * book shows. Every person and business built from them is fictional.
 */
// biome-ignore format: word lists read best packed
export const FIRST_NAMES = [
  'Oliver', 'Charlotte', 'Jack', 'Amelia', 'William', 'Isla', 'Noah', 'Mia', 'Thomas', 'Grace', 'James', 'Chloe',
  'Lachlan', 'Ruby', 'Cooper', 'Matilda', 'Harrison', 'Zoe', 'Riley', 'Sienna', 'Mitchell', 'Emma', 'Hamish',
  'Georgia', 'Angus', 'Lily', 'Declan', 'Hannah', 'Connor', 'Sophie', 'Brendan', 'Kate', 'Darren', 'Michelle',
  'Craig', 'Rebecca', 'Shane', 'Natalie', 'Luke', 'Jessica', 'Matthew', 'Sarah', 'Daniel', 'Rachel', 'Aaron',
  'Kylie', 'Marco', 'Giulia', 'Luca', 'Francesca', 'Nikos', 'Eleni', 'Dimitri', 'Sofia', 'Minh', 'Linh', 'Thanh',
  'Huong', 'Wei', 'Mei', 'Jun', 'Xiao', 'Arjun', 'Priya', 'Rahul', 'Anjali', 'Vikram', 'Deepa', 'Karim', 'Layla',
  'Omar', 'Yasmin', 'Hiroshi', 'Yuki', 'Mateo', 'Isabella', 'Sean', 'Aoife', 'Tama', 'Aroha'
] as const;

export const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Walker',
  'Harris',
  'Ryan',
  'Kelly',
  'Murphy',
  "O'Brien",
  'Campbell',
  'Stewart',
  'Robertson',
  'McDonald',
  'Fraser',
  'Hughes',
  'Clarke',
  'Mitchell',
  'Cooper',
  'Edwards',
  'Baker',
  'Turner',
  'Collins',
  'Bennett',
  'Watson',
  'Gallagher',
  'Fitzgerald',
  'Rossi',
  'Romano',
  'Ferraro',
  'Esposito',
  'Marino',
  'Papadopoulos',
  'Nikolaidis',
  'Georgiou',
  'Nguyen',
  'Tran',
  'Le',
  'Pham',
  'Chen',
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Wong',
  'Lam',
  'Patel',
  'Singh',
  'Sharma',
  'Kumar',
  'Gupta',
  'Haddad',
  'Khoury',
  'Nasser',
  'Tanaka',
  'Kim',
  'Park',
  'Garcia',
  'Fernandez',
  'Van der Berg',
  'Novak',
  'Kowalski',
  'Brennan',
  'Doyle',
  'Sullivan',
  'Henderson',
  'Graham',
  'Morrison',
] as const;

/** Places a business is named after. */
// biome-ignore format: word lists read best packed
export const PLACES = [
  'Parramatta', 'Chatswood', 'Bondi', 'Manly', 'Penrith', 'Cronulla', 'Hornsby', 'Liverpool', 'Castle Hill',
  'Newcastle', 'Wollongong', 'Central Coast', 'Richmond', 'Carlton', 'Box Hill', 'Frankston', 'Geelong',
  'Ballarat', 'Bendigo', 'Doncaster', 'Glen Waverley', 'St Kilda', 'Brisbane', 'Gold Coast', 'Sunshine Coast',
  'Toowoomba', 'Townsville', 'Cairns', 'Ipswich', 'Logan', 'Fremantle', 'Joondalup', 'Subiaco', 'Mandurah',
  'Adelaide Hills', 'Glenelg', 'Norwood', 'Hobart', 'Launceston', 'Canberra', 'Belconnen', 'Darwin', 'Bayside',
  'Northern Beaches', 'Inner West', 'Hills District', 'Eastern Suburbs', 'Riverina', 'Hunter Valley', 'Southside'
] as const;

/** Words a business is named after, when not a place or a person. */
// biome-ignore format: word lists read best packed
export const NAME_WORDS = [
  'Harbour', 'Southern Cross', 'Wattle', 'Blue Gum', 'Ironbark', 'Coastal', 'Keystone', 'Cornerstone', 'Summit',
  'Anchor', 'Horizon', 'Redgum', 'Banksia', 'Jacaranda', 'Waratah', 'Lighthouse', 'Compass', 'Bluewater',
  'Tall Timber', 'Sandstone', 'Golden Wattle', 'Eucalypt', 'Coral Sea', 'Outback', 'Pacific', 'Boomerang'
] as const;

// biome-ignore format: word lists read best packed
export const BROKER_SUFFIXES = [
  'Home Loans', 'Finance', 'Mortgage Brokers', 'Lending', 'Loan Centre', 'Finance Group', 'Mortgages',
  'Lending Solutions', 'Finance Partners', 'Property Finance', 'Loan Market', 'Mortgage Choice'
] as const;

// biome-ignore format: word lists read best packed
export const PLANNER_SUFFIXES = [
  'Wealth', 'Financial Planning', 'Wealth Partners', 'Advisory', 'Private Wealth', 'Financial Services',
  'Wealth Management', 'Retirement Planning', 'Family Office', 'Financial Advice'
] as const;

/** How advisers say they heard of the product (sign-up form), with rough weights. */
export const SOURCES: readonly (readonly [string | null, number])[] = [
  ['Google search', 30],
  ['Referral', 18],
  ['MFAA conference', 8],
  ['FBAA event', 5],
  ['Facebook', 9],
  ['LinkedIn', 9],
  ['Aggregator newsletter', 7],
  ['Podcast', 4],
  ['Broker News article', 4],
  ['FPA event', 3],
  [null, 12],
];

// biome-ignore format: word lists read best packed
export const FREE_MAIL_DOMAINS = [
  'gmail.com', 'outlook.com', 'bigpond.com', 'icloud.com', 'hotmail.com', 'yahoo.com.au', 'optusnet.com.au'
] as const;

/** Mobile and office numbers in E.164 with the right area code for a state. */
export const AREA_CODES = ['2', '3', '7', '8'] as const;

/** A lower-case, ascii-only email local part or domain label from a name. */
export function slug(text: string, sep = ''): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/\s+/g, sep);
}
