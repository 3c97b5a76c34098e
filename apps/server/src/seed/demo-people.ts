/** Made-up Australian advisers for the demo (names, businesses and numbers are fictional). */
export interface DemoAdviser {
  kind: 'broker' | 'planner';
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  phone_office: string;
  phone_mobile: string;
  registeredDaysAgo: number;
  source: string | null;
  suspended?: boolean;
  free_access?: boolean;
}

export const DEMO_ADVISERS: DemoAdviser[] = [
  { kind: 'broker', first_name: 'Liam', last_name: 'O\'Connor', email: 'liam@bayside-finance.com.au', company: 'Bayside Finance Group', phone_office: '+61395551201', phone_mobile: '+61401552201', registeredDaysAgo: 3, source: 'Google search' },
  { kind: 'broker', first_name: 'Priya', last_name: 'Sharma', email: 'priya@parramattalending.com.au', company: 'Parramatta Lending Co', phone_office: '+61296351144', phone_mobile: '+61402873310', registeredDaysAgo: 9, source: 'MFAA conference' },
  { kind: 'broker', first_name: 'Tom', last_name: 'Baker', email: 'tom@goldcoastloans.com.au', company: 'Gold Coast Loan Centre', phone_office: '+61755381920', phone_mobile: '+61411230456', registeredDaysAgo: 21, source: 'Facebook', suspended: true },
  { kind: 'broker', first_name: 'Mei', last_name: 'Chen', email: 'mei@harbourmortgages.com.au', company: 'Harbour Mortgages', phone_office: '+61282149900', phone_mobile: '+61433019876', registeredDaysAgo: 45, source: 'Referral' },
  { kind: 'broker', first_name: 'Jack', last_name: 'Wilson', email: 'jack@perthhomefinance.com.au', company: 'Perth Home Finance', phone_office: '+61893251177', phone_mobile: '+61438665120', registeredDaysAgo: 60, source: 'Google search', free_access: true },
  { kind: 'broker', first_name: 'Olivia', last_name: 'Taylor', email: 'olivia@adelaidebrokers.com.au', company: 'Adelaide Brokers', phone_office: '+61882126655', phone_mobile: '+61409118273', registeredDaysAgo: 95, source: 'LinkedIn' },
  { kind: 'broker', first_name: 'Noah', last_name: 'Williams', email: 'noah@hobartlending.com.au', company: 'Hobart Lending Solutions', phone_office: '+61362341010', phone_mobile: '+61417200345', registeredDaysAgo: 130, source: null },
  { kind: 'broker', first_name: 'Charlotte', last_name: 'Brown', email: 'charlotte@canberrahomeloans.com.au', company: 'Canberra Home Loans', phone_office: '+61262471830', phone_mobile: '+61421907654', registeredDaysAgo: 180, source: 'Aggregator newsletter' },
  { kind: 'broker', first_name: 'Ethan', last_name: 'Nguyen', email: 'ethan@darwinfinance.com.au', company: 'Top End Finance', phone_office: '+61889412200', phone_mobile: '+61408334455', registeredDaysAgo: 260, source: 'Google search' },
  { kind: 'broker', first_name: 'Isla', last_name: 'Roberts', email: 'isla@sunshinecoastmortgages.com.au', company: 'Sunshine Coast Mortgages', phone_office: '+61754436677', phone_mobile: '+61427558899', registeredDaysAgo: 390, source: 'Referral' },
  { kind: 'broker', first_name: 'Lucas', last_name: 'Kelly', email: 'lucas@geelonglending.com.au', company: 'Geelong Lending', phone_office: '+61352211456', phone_mobile: '+61412887766', registeredDaysAgo: 520, source: 'MFAA conference' },
  { kind: 'broker', first_name: 'Grace', last_name: 'Papadopoulos', email: 'grace@newcastlehomeloans.com.au', company: 'Newcastle Home Loans', phone_office: '+61249263030', phone_mobile: '+61430991122', registeredDaysAgo: 700, source: 'Facebook' },
  { kind: 'planner', first_name: 'Hannah', last_name: 'Lee', email: 'hannah@bluegumwealth.com.au', company: 'Blue Gum Wealth', phone_office: '+61293876540', phone_mobile: '+61403776655', registeredDaysAgo: 5, source: 'Google search' },
  { kind: 'planner', first_name: 'Daniel', last_name: 'Russo', email: 'daniel@russoplanning.com.au', company: 'Russo Financial Planning', phone_office: '+61396633210', phone_mobile: '+61419554433', registeredDaysAgo: 40, source: 'FPA event' },
  { kind: 'planner', first_name: 'Sophie', last_name: 'Anderson', email: 'sophie@wattleadvice.com.au', company: 'Wattle Advice', phone_office: '+61733697788', phone_mobile: '+61428112233', registeredDaysAgo: 150, source: 'Referral', suspended: true },
  { kind: 'planner', first_name: 'Ben', last_name: 'Walker', email: 'ben@harbourwealth.com.au', company: 'Harbour Wealth Advisers', phone_office: '+61282217755', phone_mobile: '+61435667788', registeredDaysAgo: 480, source: null },
];
