import type { SectionRecord } from '@brokerdesk/contract/constants';
import { Stack } from '@mantine/core';
import { FieldCard, FieldGrid, type FieldSaver } from '../../components/fields';
import { useClientId } from '../../lib/route-params';
import { useSection, useSectionSaver } from './fact-find-api';
import { FactFindFrame } from './fact-find-frame';

/**
 * The Requirements page's cards (docs/spec/core-and-application.md §2 application-requirement), in the order a broker
 * asks.
 */
const CARDS: { title: string; names: string[]; conditional?: string[] }[] = [
  {
    title: 'Purpose and property',
    names: ['purpose', 'property_address', 'property_type', 'estimated_value', 'intended_use'],
  },
  {
    title: 'The loan',
    names: [
      'loan_amount',
      'deposit_amount',
      'deposit_source',
      'loan_term_years',
      'repayment_type',
      'interest_only_years',
      'rate_type',
      'fixed_term_years',
    ],
    // Asked once they apply: a deposit's source, an interest-only or fixed period.
    conditional: ['deposit_source', 'interest_only_years', 'fixed_term_years'],
  },
  { title: 'Features wanted', names: ['wants_offset', 'wants_redraw', 'wants_extra_repayments'] },
  { title: 'Lender and timing', names: ['lender_preferences', 'timeframe', 'first_home_buyer'] },
  { title: 'Objectives', names: ['objectives'] },
];

function RequirementCards({ record, saver }: { record: SectionRecord; saver: FieldSaver }) {
  return (
    <Stack gap="md">
      {CARDS.map((card) => (
        <FieldCard key={card.title} title={card.title}>
          <FieldGrid saver={saver} data={record.data} names={card.names} conditional={card.conditional} />
        </FieldCard>
      ))}
    </Stack>
  );
}

export function RequirementPage() {
  const clientId = useClientId();
  const { data, error, isLoading } = useSection(clientId, 'requirement');
  const saver = useSectionSaver(clientId, 'requirement');
  return (
    <FactFindFrame
      title="Requirements"
      intro="What the loan is for and what matters in it. Each answer saves as soon as you leave the field."
      completeness={data?.completeness}
      error={error}
      isLoading={isLoading}
    >
      {data && <RequirementCards record={data} saver={saver} />}
    </FactFindFrame>
  );
}

export { RequirementPage as Component };
