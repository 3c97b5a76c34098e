import {
  type ServiceabilitySettingsSave,
  type StrategyKey,
  type StrategyList,
  serviceabilityEndpoints,
  strategyEndpoints,
} from '@brokerdesk/contract/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The what-if of the Serviceability page: a product rate, a term and a loan amount over the fact-find's. */
export interface WhatIf {
  rate?: number;
  termYears?: number;
  loanAmount?: number;
}

const adviceKey = (clientId: number) => ['advice', clientId] as const;

export function useServiceability(clientId: number, whatIf: WhatIf) {
  return useQuery({
    queryKey: [...adviceKey(clientId), 'serviceability', whatIf],
    queryFn: ({ signal }) => api(serviceabilityEndpoints.get, { query: { clientId, ...whatIf } }, { signal }),
    // While a new what-if loads, the last figures stay on screen.
    placeholderData: keepPreviousData,
  });
}

const strategiesKey = (clientId: number) => [...adviceKey(clientId), 'strategies'] as const;

export function useStrategies(clientId: number) {
  return useQuery({
    queryKey: strategiesKey(clientId),
    queryFn: ({ signal }) => api(strategyEndpoints.list, { query: { clientId } }, { signal }),
  });
}

export function useSaveStrategy(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: StrategyKey; inputs: Record<string, number> }) =>
      api(strategyEndpoints.save, { body: { clientId, ...input } }),
    onSuccess: ({ strategy }) =>
      client.setQueryData<StrategyList>(strategiesKey(clientId), (old) =>
        old ? { ...old, strategies: old.strategies.map((s) => (s.key === strategy.key ? strategy : s)) } : old,
      ),
  });
}

export function useRemoveStrategy(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: StrategyKey) => api(strategyEndpoints.remove, { body: { clientId, key } }),
    onSuccess: (list) => client.setQueryData(strategiesKey(clientId), list),
  });
}

const settingsKey = (adviserId: number) => ['serviceability-settings', adviserId] as const;

export function useServiceabilitySettings(adviserId: number) {
  return useQuery({
    queryKey: settingsKey(adviserId),
    queryFn: ({ signal }) => api(serviceabilityEndpoints.settings, { query: { adviserId } }, { signal }),
  });
}

export function useSaveServiceabilitySettings(adviserId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ServiceabilitySettingsSave, 'adviserId'>) =>
      api(serviceabilityEndpoints.saveSettings, { body: { adviserId, ...body } }),
    onSuccess: (answer) => {
      client.setQueryData(settingsKey(adviserId), answer);
      // Every client's figures follow the firm's settings.
      void client.invalidateQueries({ queryKey: ['advice'] });
    },
  });
}
