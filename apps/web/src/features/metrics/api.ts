import { type MetricName, metricsEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const metricKeys = {
  years: ['metrics', 'years'] as const,
  series: (name: MetricName, year: number) => ['metrics', name, year] as const,
};

export function useMetricYears() {
  return useQuery({
    queryKey: metricKeys.years,
    queryFn: ({ signal }) => api(metricsEndpoints.years, {}, { signal }),
  });
}

export function useMetricSeries(name: MetricName, year: number) {
  return useQuery({
    queryKey: metricKeys.series(name, year),
    queryFn: ({ signal }) => api(metricsEndpoints.series, { params: { name }, query: { year } }, { signal }),
  });
}
