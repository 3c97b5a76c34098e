import { METRIC_NAMES } from '@brokerdesk/contract/constants';
import { Anchor, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingStatus } from '../../components/skeletons';
import { useMetricYears } from './api';
import { METRICS } from './metric-labels';

/**
 * Route metric/home (docs/spec/settings-billing-admin.md §2 Metrics home): each weekly metric with a link per year that
 * has data.
 */
export function MetricsHomePage() {
  const { data, isError } = useMetricYears();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={1} fz={24}>
        Metrics
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        Weekly charts, one bar per week starting on a Monday. Pick a year to open a chart.
      </Text>
      {isError && <Text c="red">The years could not be loaded. Please reload the page.</Text>}
      {!data && !isError && <LoadingStatus label="Loading the years" />}
      <Table verticalSpacing="md" data-testid="metrics-home">
        <Table.Tbody>
          {METRIC_NAMES.map((name) => (
            <Table.Tr key={name}>
              <Table.Td fw={500} w="40%">
                {METRICS[name].title}
              </Table.Td>
              <Table.Td>
                {data ? (
                  <Group gap="md">
                    {data.years.map((year) => (
                      <Anchor
                        key={year}
                        component={Link}
                        to={`/metric/${name}/${year}`}
                        aria-label={`${METRICS[name].title} ${year}`}
                      >
                        {year}
                      </Anchor>
                    ))}
                  </Group>
                ) : (
                  <Skeleton h={16} w={200} aria-hidden="true" />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export { MetricsHomePage as Component };
