import '@mantine/charts/styles.css';
import { CHART_HEIGHT, type MetricName, MetricNameSchema } from '@brokerdesk/contract';
import { BarChart } from '@mantine/charts';
import { Alert, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { NotFoundPage } from '../../components/not-found-page';
import { SkeletonFrame } from '../../components/skeletons';
import { formatDayMonth } from '../../lib/dates';
import { useMetricSeries, useMetricYears } from './api';
import { METRICS } from './metric-labels';

/**
 * Routes metric/<name>/{year} (docs/spec/settings-billing-admin.md §2 Metric charts): a bar per week, labels like '5
 * Mar', height 600.
 */
export function MetricChartPage() {
  const params = useParams();
  const name = MetricNameSchema.safeParse(params.name);
  const year = Number(params.year);
  if (!name.success || !Number.isInteger(year) || year < 2000 || year > 2100) return <NotFoundPage />;
  return <MetricChart name={name.data} year={year} />;
}

function MetricChart({ name, year }: { name: MetricName; year: number }) {
  const navigate = useNavigate();
  const metric = METRICS[name];
  const series = useMetricSeries(name, year);
  const years = useMetricYears().data?.years ?? [year];
  const choices = (years.includes(year) ? years : [...years, year].sort()).map(String);
  const data = series.data?.map((p) => ({ week: formatDayMonth(p.day), value: p.value })) ?? [];
  const format = (v: number) =>
    `${new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 }).format(v)}${metric.unit}`;

  return (
    <Paper withBorder p="lg" radius="md">
      <BackLink to="/metric/home" label="Metrics" />
      <Group justify="space-between" align="flex-end" mt="sm" mb="md" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz={24}>
            {metric.title}, {year}
          </Title>
          <Text fz="sm" c="dimmed">
            One bar per week, labelled with the week’s Monday.
          </Text>
        </Stack>
        <SegmentedControl
          aria-label="Year"
          data={choices}
          value={String(year)}
          onChange={(y) => navigate(`/metric/${name}/${y}`)}
        />
      </Group>
      {metric.definition && (
        <Alert variant="light" color="navy" title="How this is measured" mb="md" data-testid="metric-definition">
          {metric.definition}
        </Alert>
      )}
      {series.isPending ? (
        <SkeletonFrame label="Loading the chart">
          <Skeleton height={CHART_HEIGHT} radius="md" />
        </SkeletonFrame>
      ) : series.isError ? (
        <Text c="red">The chart could not be loaded. Please reload the page.</Text>
      ) : (
        <BarChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="week"
          series={[{ name: 'value', label: metric.series, color: 'navy.6' }]}
          valueFormatter={format}
          tickLine="y"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
          yAxisProps={{ allowDecimals: metric.unit === '%' }}
          data-testid="metric-chart"
        />
      )}
    </Paper>
  );
}

export { MetricChartPage as Component };
