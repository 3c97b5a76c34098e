import type { FieldData } from '../db/schema/applications';

/**
 * The demo broker's own clients (Demo data): a dozen fictional households and businesses in every
 * status, with couples, a company and a trust, and fact-finds filled to different depths. Values follow the
 * contract's field registries (packages/contract/src/application; demo-applications.test.ts checks them):
 * money in cents, dates YYYY-MM-DD, states and countries by id (NSW 2, VIC 7, QLD 4; Australia 13).
 */

export interface DemoPerson {
  data: FieldData;
  addresses?: FieldData[];
  employments?: FieldData[];
  incomes?: FieldData[];
}

export interface DemoEntity {
  type: 'company' | 'trust';
  data: FieldData;
  /** Indexes into `people`: a company's directors, a trust's trustee. */
  directors?: number[];
  trustee?: number;
  addresses?: FieldData[];
}

export interface DemoItem {
  kind: string;
  data: FieldData;
  /** Indexes into `people`, owning equal shares. */
  owners?: number[];
  /** Index into `assets`: the security of a loan. */
  securedBy?: number;
}

export interface DemoApplication {
  people: [DemoPerson, ...DemoPerson[]];
  entities?: DemoEntity[];
  status: 'not-started' | 'in-progress' | 'submitted' | 'lodged';
  access: 'none' | 'invited' | 'active';
  clientType?: 'active' | 'archived' | 'lead';
  createdDaysAgo: number;
  invitedDaysAgo?: number;
  submittedDaysAgo?: number;
  lodgedDaysAgo?: number;
  lastActivityDaysAgo: number;
  pages?: string;
  inviteMessage?: string;
  requirement?: FieldData;
  expense?: FieldData;
  risk?: FieldData;
  assets?: DemoItem[];
  liabilities?: DemoItem[];
  /** The demo client sign-in (client@example.com) is this application's. */
  isDemoClient?: boolean;
}

const $ = (dollars: number) => Math.round(dollars * 100);
const NSW = 2;
const VIC = 7;
const QLD = 4;
const AU = 13;

const person = (
  title: string,
  first_name: string,
  last_name: string,
  email: string,
  phone_mobile: string,
  more: FieldData = {},
): FieldData => ({ title, first_name, last_name, email, phone_mobile, ...more });

const home = (
  line1: string,
  suburb: string,
  state: number,
  postcode: string,
  status: string,
  years: number,
  months = 0,
) => ({
  use: 'current',
  line1,
  suburb,
  state,
  postcode,
  residential_status: status,
  years,
  months,
});
const before = (line1: string, suburb: string, state: number, postcode: string, status: string, years: number) => ({
  ...home(line1, suburb, state, postcode, status, years),
  use: 'previous',
});
const job = (employer: string, occupation: string, start_date: string, salary: number, basis = 'full-time') => ({
  employer,
  occupation,
  basis,
  is_current: true,
  start_date,
  gross_income: $(salary),
  income_frequency: 'annually',
});

const fullExpenses: FieldData = {
  groceries_amount: $(320),
  groceries_frequency: 'weekly',
  utilities_amount: $(690),
  utilities_frequency: 'quarterly',
  phone_internet_amount: $(140),
  phone_internet_frequency: 'monthly',
  transport_amount: $(110),
  transport_frequency: 'weekly',
  insurance_health_amount: $(390),
  insurance_health_frequency: 'monthly',
  insurance_car_amount: $(1450),
  insurance_car_frequency: 'annually',
  insurance_home_amount: $(1800),
  insurance_home_frequency: 'annually',
  insurance_life_amount: 0,
  education_amount: 0,
  childcare_amount: 0,
  clothing_amount: $(150),
  clothing_frequency: 'monthly',
  medical_amount: $(60),
  medical_frequency: 'monthly',
  entertainment_amount: $(200),
  entertainment_frequency: 'fortnightly',
  rent_board_amount: $(720),
  rent_board_frequency: 'weekly',
  strata_council_rates_amount: 0,
  other_amount: 0,
};

const carefulRisk: FieldData = {
  foreseeable_changes: false,
  job_security: 'secure',
  has_life_insurance: true,
  has_tpd_insurance: true,
  has_income_protection: false,
  has_trauma_insurance: false,
  retires_during_loan: false,
  rate_rise_plan:
    'We would cut back on travel and dining out, and we keep three months of repayments in the offset account.',
  has_credit_issues: false,
  is_guarantor: false,
  has_legal_proceedings: false,
  understands_obligations: true,
};

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    // The demo client's own application: invited, signed in, part way through.
    isDemoClient: true,
    people: [
      {
        data: person('ms', 'Emily', 'Clarke', 'client@example.com', '+61411222333', {
          date_of_birth: '1991-08-14',
          gender: 'female',
          marital_status: 'single',
          dependants_count: 0,
          citizenship: AU,
          residency_status: 'citizen',
          employment_status: 'employed',
        }),
        addresses: [home('14/22 Crown Street', 'Surry Hills', NSW, '2010', 'rent', 2, 4)],
        employments: [job('Northwind Health', 'Registered nurse', '2019-02-04', 92_000)],
      },
    ],
    status: 'in-progress',
    access: 'active',
    createdDaysAgo: 12,
    invitedDaysAgo: 11,
    lastActivityDaysAgo: 1,
    requirement: {
      purpose: 'purchase',
      property_type: 'unit',
      estimated_value: $(780_000),
      intended_use: 'owner_occupied',
      loan_amount: $(640_000),
      deposit_amount: $(140_000),
      deposit_source: 'savings',
      first_home_buyer: true,
      timeframe: 'within_3_months',
    },
    assets: [
      { kind: 'Savings', data: { institution: 'Commonwealth Bank', value: $(148_500) }, owners: [0] },
      { kind: 'Superannuation', data: { institution: 'AustralianSuper', value: $(96_200) }, owners: [0] },
      { kind: 'Vehicle', data: { description: '2018 Mazda 3' }, owners: [0] },
    ],
    liabilities: [{ kind: 'Credit Card', data: { lender: 'ANZ', limit: $(6_000) }, owners: [0] }],
  },
  {
    // First home buyers, submitted and ready for the broker.
    people: [
      {
        data: person('mr', 'Daniel', 'Wright', 'daniel.wright@gmail.com', '+61422100200', {
          date_of_birth: '1990-03-02',
          gender: 'male',
          marital_status: 'married',
          dependants_count: 1,
          dependant_ages: [2],
          citizenship: AU,
          residency_status: 'citizen',
          employment_status: 'employed',
          has_driver_licence: true,
          licence_number: '12345678',
          licence_state: NSW,
          licence_expiry: '2029-03-02',
        }),
        addresses: [
          home('8 Wattle Lane', 'Marrickville', NSW, '2204', 'rent', 1, 6),
          before('3/41 Addison Road', 'Petersham', NSW, '2049', 'rent', 3),
        ],
        employments: [job('Sydney Trains', 'Electrical engineer', '2016-07-11', 128_000)],
      },
      {
        data: person('mrs', 'Sophie', 'Wright', 'sophie.wright@outlook.com', '+61433200300', {
          date_of_birth: '1992-11-19',
          gender: 'female',
          marital_status: 'married',
          dependants_count: 1,
          dependant_ages: [2],
          citizenship: 171,
          residency_status: 'nz_citizen',
          employment_status: 'employed',
        }),
        addresses: [home('8 Wattle Lane', 'Marrickville', NSW, '2204', 'rent', 1, 6)],
        employments: [job('Inner West Council', 'Urban planner', '2020-01-20', 86_000, 'part-time')],
      },
    ],
    status: 'submitted',
    access: 'active',
    createdDaysAgo: 34,
    invitedDaysAgo: 33,
    submittedDaysAgo: 2,
    lastActivityDaysAgo: 2,
    requirement: {
      purpose: 'purchase',
      property_address: '27 Denison Street, Dulwich Hill NSW 2203',
      property_type: 'house',
      estimated_value: $(1_450_000),
      intended_use: 'owner_occupied',
      loan_amount: $(1_160_000),
      deposit_amount: $(290_000),
      deposit_source: 'savings',
      loan_term_years: 30,
      repayment_type: 'principal_and_interest',
      rate_type: 'split',
      fixed_term_years: 2,
      wants_offset: true,
      wants_redraw: true,
      wants_extra_repayments: true,
      timeframe: 'within_3_months',
      first_home_buyer: true,
      objectives: 'A family home near Sophie’s parents with room for a second child, and an offset for our savings.',
    },
    expense: fullExpenses,
    risk: carefulRisk,
    assets: [
      { kind: 'Savings', data: { institution: 'ING', value: $(312_000) }, owners: [0, 1] },
      { kind: 'Superannuation', data: { institution: 'Aware Super', value: $(151_000) }, owners: [0] },
      { kind: 'Vehicle', data: { description: '2021 Toyota RAV4 Hybrid', value: $(38_000) }, owners: [0, 1] },
    ],
    liabilities: [
      {
        kind: 'Car Lease',
        data: { lender: 'Toyota Finance', balance: $(21_400), repayment: $(412), repayment_frequency: 'monthly' },
        owners: [0],
        securedBy: 2,
      },
    ],
  },
  {
    // A refinance, invited and part way through.
    people: [
      {
        data: person('mr', 'Minh', 'Nguyen', 'minh.nguyen@gmail.com', '+61404555666', {
          date_of_birth: '1984-06-30',
          marital_status: 'de_facto',
          citizenship: AU,
          residency_status: 'citizen',
        }),
        addresses: [home('19 Mahogany Drive', 'Point Cook', VIC, '3030', 'own', 6)],
      },
      { data: person('ms', 'Linh', 'Tran', 'linh.tran@yahoo.com.au', '+61405666777') },
    ],
    status: 'in-progress',
    access: 'active',
    createdDaysAgo: 20,
    invitedDaysAgo: 19,
    lastActivityDaysAgo: 3,
    requirement: {
      purpose: 'refinance',
      property_type: 'house',
      estimated_value: $(910_000),
      intended_use: 'owner_occupied',
    },
    assets: [
      {
        kind: 'Owner Occupied Property',
        data: { address: '19 Mahogany Drive, Point Cook VIC 3030', property_type: 'house', value: $(910_000) },
        owners: [0, 1],
      },
    ],
    liabilities: [
      {
        kind: 'Property Loan',
        data: { lender: 'Westpac', balance: $(512_000), interest_rate: 6.49, to_be_refinanced: true },
        owners: [0, 1],
        securedBy: 0,
      },
    ],
  },
  {
    // An investor, lodged last week.
    people: [
      {
        data: person('mr', 'Marco', 'Rossi', 'marco@rossiarchitects.com.au', '+61412987654', {
          date_of_birth: '1979-01-25',
          gender: 'male',
          marital_status: 'divorced',
          dependants_count: 2,
          dependant_ages: [12, 15],
          citizenship: 110,
          residency_status: 'permanent_resident',
          employment_status: 'self_employed',
        }),
        addresses: [home('5 Bay Street', 'Brighton', VIC, '3186', 'own', 9)],
        employments: [job('Rossi Architects', 'Principal architect', '2012-05-01', 210_000, 'self-employed')],
      },
    ],
    status: 'lodged',
    access: 'active',
    createdDaysAgo: 70,
    invitedDaysAgo: 69,
    submittedDaysAgo: 15,
    lodgedDaysAgo: 7,
    lastActivityDaysAgo: 7,
    requirement: {
      purpose: 'investment',
      property_type: 'unit',
      estimated_value: $(690_000),
      intended_use: 'investment',
      loan_amount: $(552_000),
      deposit_amount: $(138_000),
      deposit_source: 'equity',
      loan_term_years: 30,
      repayment_type: 'interest_only',
      interest_only_years: 5,
      rate_type: 'variable',
      timeframe: 'asap',
      first_home_buyer: false,
      objectives: 'A second investment unit close to the train line, interest only while the children are at school.',
    },
    risk: { ...carefulRisk, job_security: 'reasonably_secure', has_income_protection: true },
    assets: [
      {
        kind: 'Owner Occupied Property',
        data: { address: '5 Bay Street, Brighton VIC 3186', property_type: 'house', value: $(2_350_000) },
        owners: [0],
      },
      {
        kind: 'Investment Property',
        data: {
          address: '12/88 Chapel Street, Windsor VIC 3181',
          property_type: 'unit',
          value: $(640_000),
          rental_income: $(620),
          rental_income_frequency: 'weekly',
        },
        owners: [0],
      },
    ],
  },
  {
    // A couple invited who have not opened the link yet.
    people: [
      { data: person('mrs', 'Priya', 'Sharma', 'priya.sharma@gmail.com', '+61431222999', { citizenship: 105 }) },
      { data: person('mr', 'Arjun', 'Sharma', 'arjun.sharma@gmail.com', '+61431333888') },
    ],
    status: 'not-started',
    access: 'invited',
    createdDaysAgo: 4,
    invitedDaysAgo: 4,
    lastActivityDaysAgo: 4,
    inviteMessage: 'Hi Priya and Arjun,\n\nLovely to meet you both on Saturday. Here is the link we talked about.',
  },
  {
    // A builder borrowing with his company; the broker is filling it in.
    people: [
      {
        data: person('mr', 'Jack', 'Thompson', 'jack@thompsonbuilding.com.au', '+61418333444', {
          date_of_birth: '1982-09-09',
          marital_status: 'married',
          employment_status: 'self_employed',
        }),
        addresses: [home('41 Kingfisher Parade', 'Redcliffe', QLD, '4020', 'own', 11)],
      },
    ],
    entities: [
      {
        type: 'company',
        data: {
          name: 'Thompson Building Pty Ltd',
          trading_name: 'Thompson Homes',
          abn: '59608412906',
          acn: '608412906',
          registration_date: '2015-10-01',
          industry: 'Residential building construction',
          is_gst_registered: true,
          phone: '+61738881234',
          email: 'accounts@thompsonbuilding.com.au',
        },
        directors: [0],
        addresses: [
          {
            use: 'registered',
            line1: 'Unit 3, 17 Industrial Avenue',
            suburb: 'Brendale',
            state: QLD,
            postcode: '4500',
          },
        ],
      },
    ],
    status: 'in-progress',
    access: 'none',
    createdDaysAgo: 9,
    lastActivityDaysAgo: 1,
    requirement: { purpose: 'construction', property_type: 'land', loan_term_years: 25, rate_type: 'variable' },
  },
  {
    // A family trust buying an investment, submitted.
    people: [
      {
        data: person('mrs', 'Grace', 'Fraser', 'grace.fraser@bigpond.com', '+61409876543', {
          date_of_birth: '1975-04-12',
          marital_status: 'married',
          citizenship: 77,
          residency_status: 'citizen',
        }),
      },
      { data: person('mr', 'Hamish', 'Fraser', 'hamish.fraser@bigpond.com', '+61409876000') },
    ],
    entities: [
      {
        type: 'trust',
        data: {
          name: 'Fraser Family Trust',
          trust_type: 'discretionary',
          abn: '82845129003',
          established_date: '2011-07-01',
          beneficiaries: 'Grace and Hamish Fraser, their children and grandchildren',
        },
        trustee: 0,
      },
    ],
    status: 'submitted',
    access: 'active',
    createdDaysAgo: 45,
    invitedDaysAgo: 44,
    submittedDaysAgo: 5,
    lastActivityDaysAgo: 5,
    requirement: {
      purpose: 'investment',
      property_type: 'townhouse',
      intended_use: 'investment',
      loan_amount: $(720_000),
    },
  },
  {
    // A lead from the website form, not yet contacted.
    people: [{ data: person('ms', 'Chloe', 'Martin', 'chloe.martin@icloud.com', '+61425111000') }],
    status: 'not-started',
    access: 'none',
    clientType: 'lead',
    createdDaysAgo: 1,
    lastActivityDaysAgo: 1,
  },
  {
    // Settled two years ago and archived.
    people: [{ data: person('mr', 'Oliver', 'Kelly', 'oliver.kelly@gmail.com', '+61416444555') }],
    status: 'lodged',
    access: 'none',
    clientType: 'archived',
    createdDaysAgo: 800,
    invitedDaysAgo: 799,
    submittedDaysAgo: 780,
    lodgedDaysAgo: 770,
    lastActivityDaysAgo: 700,
  },
  {
    // The broker is entering this one from a phone call; no portal.
    people: [
      {
        data: person('ms', 'Mia', 'Walker', 'mia.walker@gmail.com', '+61438777111', {
          date_of_birth: '1996-12-03',
          marital_status: 'single',
          employment_status: 'employed',
        }),
        employments: [job('Canva', 'Product designer', '2022-03-14', 118_000)],
      },
    ],
    status: 'in-progress',
    access: 'none',
    createdDaysAgo: 6,
    lastActivityDaysAgo: 0,
    requirement: { purpose: 'purchase', property_type: 'unit', first_home_buyer: true, timeframe: 'within_6_months' },
  },
  {
    // Lodged this month.
    people: [
      {
        data: person('mr', 'Noah', 'Campbell', 'noah.campbell@gmail.com', '+61402333444', {
          marital_status: 'married',
        }),
      },
      {
        data: person('mrs', 'Ruby', 'Campbell', 'ruby.campbell@gmail.com', '+61402333555', {
          marital_status: 'married',
        }),
      },
    ],
    status: 'lodged',
    access: 'active',
    createdDaysAgo: 60,
    invitedDaysAgo: 59,
    submittedDaysAgo: 20,
    lodgedDaysAgo: 12,
    lastActivityDaysAgo: 12,
    requirement: { purpose: 'equity-release', property_type: 'house', loan_amount: $(150_000), rate_type: 'variable' },
  },
  {
    // Added this morning.
    people: [{ data: person('ms', 'Isla', 'Murphy', 'isla.murphy@hotmail.com', '+61427888999') }],
    status: 'not-started',
    access: 'none',
    createdDaysAgo: 0,
    lastActivityDaysAgo: 0,
  },
  {
    // Invited a fortnight ago, a little done, then quiet.
    people: [
      {
        data: person('mr', 'Lachlan', 'Stewart', 'lachlan.stewart@gmail.com', '+61419000222', {
          date_of_birth: '1988-02-17',
        }),
      },
    ],
    status: 'in-progress',
    access: 'active',
    createdDaysAgo: 16,
    invitedDaysAgo: 15,
    lastActivityDaysAgo: 13,
    pages: 'profile,requirement,asset,liability,document,submit',
  },
];
