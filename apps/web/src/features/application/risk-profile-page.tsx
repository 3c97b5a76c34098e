import type { SectionRecord } from '@brokerdesk/contract/constants';
import { Divider, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { AnsweredBy, FieldCard, type FieldSaver, isShown, RegistryField } from '../../components/fields';
import { useClientId } from '../../lib/route-params';
import { useSection, useSectionSaver } from './fact-find-api';
import { FactFindFrame } from './fact-find-frame';

/** A question and the details its yes asks for. */
interface Question {
  key: string;
  details?: string;
}

/**
 * The Risk Profile's questions (docs/spec/core-and-application.md §2 application-risk-profile), grouped as a broker
 * asks them.
 */
const GROUPS: { title: string; questions: Question[] }[] = [
  {
    title: 'Changes ahead',
    questions: [
      { key: 'foreseeable_changes', details: 'foreseeable_changes_details' },
      { key: 'job_security' },
      { key: 'retires_during_loan', details: 'retirement_plans' },
      { key: 'rate_rise_plan' },
    ],
  },
  {
    title: 'Insurance held',
    questions: [
      { key: 'has_life_insurance' },
      { key: 'has_tpd_insurance' },
      { key: 'has_income_protection' },
      { key: 'has_trauma_insurance' },
    ],
  },
  {
    title: 'Credit history and obligations',
    questions: [
      { key: 'has_credit_issues', details: 'credit_issues_details' },
      { key: 'is_guarantor', details: 'guarantor_details' },
      { key: 'has_legal_proceedings', details: 'legal_proceedings_details' },
      { key: 'understands_obligations' },
    ],
  },
];

function QuestionBlock({ question, record, saver }: { question: Question; record: SectionRecord; saver: FieldSaver }) {
  const { key, details } = question;
  return (
    <Stack gap={6} data-testid={`question-${key}`}>
      <RegistryField saver={saver} name={key} data={record.data} />
      <AnsweredBy record={record} keyName={key} />
      {details && isShown(saver, details, record.data) && (
        <Stack gap={6} pl={{ base: 0, sm: 'md' }}>
          <RegistryField saver={saver} name={details} data={record.data} />
          <AnsweredBy record={record} keyName={details} />
        </Stack>
      )}
    </Stack>
  );
}

function RiskProfileCards({ record, saver }: { record: SectionRecord; saver: FieldSaver }) {
  return (
    <Stack gap="md">
      {GROUPS.map((group) => (
        <FieldCard key={group.title} title={group.title}>
          <Stack gap="md">
            {group.questions.map((question, i) => (
              <Fragment key={question.key}>
                {i > 0 && <Divider />}
                <QuestionBlock question={question} record={record} saver={saver} />
              </Fragment>
            ))}
          </Stack>
        </FieldCard>
      ))}
    </Stack>
  );
}

export function RiskProfilePage() {
  const clientId = useClientId();
  const { data, error, isLoading } = useSection(clientId, 'risk-profile');
  const saver = useSectionSaver(clientId, 'risk-profile');
  return (
    <FactFindFrame
      title="Risk Profile"
      intro="Questions your broker must ask before recommending a loan. Under each answer you can see who gave it and when."
      completeness={data?.completeness}
      error={error}
      isLoading={isLoading}
    >
      {data && <RiskProfileCards record={data} saver={saver} />}
    </FactFindFrame>
  );
}

export { RiskProfilePage as Component };
