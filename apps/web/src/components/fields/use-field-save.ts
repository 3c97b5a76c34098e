import { ApiError, type Endpoint, type FieldSpec, type KeyValue, type Registry } from '@brokerdesk/contract/constants';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../lib/api-client';
import { fieldIdOf, type NewKeptAnswer } from '../../lib/offline/kept-answers';
import { fieldProblem, normaliseStored } from './field-values';

export interface FieldSaveOptions<A, C> {
  /** The save endpoint, e.g. applicationEndpoints.saveRequirement or applicantsEndpoints.editPerson. */
  endpoint: Endpoint;
  /** The ids the endpoint takes beside `keyValueArr`, e.g. `{ clientId }` or `{ clientId, itemId }`. */
  body: Record<string, unknown>;
  /** The contract registry of the keys saved here: their rules check values before they are sent. */
  registry: Registry;
  /** The cached query the saved row belongs to; the answer goes into it. */
  queryKey: QueryKey;
  /** How the answer goes into the cached data (an item into its list); by default the answer replaces it. */
  update?: (cached: C | undefined, answer: A) => C | undefined;
  /** Queries worked out from the saved values (the application's progress), refetched after each save. */
  invalidate?: readonly QueryKey[];
  /** The item's kind (asset or liability type), for keys that belong to some kinds only. */
  kind?: string;
}

/** What the field kit needs to save one row's keys; make one per row with useFieldSave. */
export interface FieldSaver {
  registry: Registry;
  kind?: string;
  /** The key's rule applied to a stored-form value: a message, or null when it may be sent. */
  validate: (key: string, value: unknown) => string | null;
  /**
   * Posts `{ ...body, keyValueArr: [{ key, value, previous }] }`. `previous` is the stored value this editor last
   * saw (sent normalised as the server stores it); a stale one answers 409 with `current`. Rejects with an
   * ApiError, without sending, when the value breaks the key's rule.
   */
  save: (key: string, value: unknown, previous?: unknown) => Promise<unknown>;
  /** A key's identity across reloads, for the answers the phone keeps offline (docs/decisions/045-portal-offline.md). */
  fieldId: (key: string) => string;
  /** What the phone keeps to send `value` over `previous` (both stored forms) later, as `save` would send them. */
  keptAnswer: (key: string, value: unknown, previous?: unknown) => Omit<NewKeptAnswer, 'id' | 'value' | 'previous'>;
}

export function fieldSpec(registry: Registry, key: string): FieldSpec {
  const spec = registry[key];
  if (!spec) throw new Error(`No field '${key}' in this registry`);
  return spec;
}

/**
 * The typed client for any save endpoint: the kit knows only that each takes ids beside `keyValueArr` (the server
 * checks them against the endpoint's schema); the caller names the ids and the answer's type.
 */
const post = api as unknown as (endpoint: Endpoint, input: { body: Record<string, unknown> }) => Promise<unknown>;

/**
 * The save half of the field kit (every field autosaves on blur; a stale save answers 409 and the
 * page offers both values). Small on purpose: one POST per key, the answer into the cache, dependants refetched.
 */
export function useFieldSave<A = unknown, C = A>(options: FieldSaveOptions<A, C>): FieldSaver {
  const { endpoint, registry, update, kind } = options;
  const client = useQueryClient();
  // Callers pass fresh objects each render; their JSON keeps the saver stable while the ids stay the same.
  const bodyJson = JSON.stringify(options.body);
  const keyJson = JSON.stringify(options.queryKey);
  const invalidateJson = JSON.stringify(options.invalidate ?? []);

  const validate = useCallback(
    (key: string, value: unknown) => fieldProblem(fieldSpec(registry, key), value),
    [registry],
  );

  const save = useCallback(
    async (key: string, value: unknown, previous?: unknown) => {
      const spec = fieldSpec(registry, key);
      const problem = fieldProblem(spec, value);
      if (problem) throw new ApiError('validation', problem, key);
      const item: KeyValue = { key, value };
      if (previous !== undefined) item.previous = normaliseStored(spec, previous);
      const queryKey = JSON.parse(keyJson) as QueryKey;
      try {
        const answer = (await post(endpoint, { body: { ...JSON.parse(bodyJson), keyValueArr: [item] } })) as A;
        client.setQueryData<C>(queryKey, (cached) => (update ? update(cached, answer) : (answer as unknown as C)));
        for (const dependant of JSON.parse(invalidateJson) as QueryKey[]) {
          void client.invalidateQueries({ queryKey: dependant });
        }
        return answer;
      } catch (err) {
        // Someone else saved meanwhile: fetch their values, so the page shows them once this field is settled.
        if (err instanceof ApiError && err.code === 'conflict') void client.invalidateQueries({ queryKey });
        throw err;
      }
    },
    [client, endpoint, registry, update, bodyJson, keyJson, invalidateJson],
  );

  const fieldId = useCallback(
    (key: string) => fieldIdOf(endpoint, JSON.parse(bodyJson) as Record<string, unknown>, key),
    [endpoint, bodyJson],
  );
  const keptAnswer = useCallback(
    (key: string, value: unknown, previous?: unknown) => ({
      endpoint,
      body: JSON.parse(bodyJson) as Record<string, unknown>,
      key,
      stored:
        previous === undefined ? { value } : { value, previous: normaliseStored(fieldSpec(registry, key), previous) },
    }),
    [endpoint, bodyJson, registry],
  );

  return useMemo(
    () => ({ registry, kind, validate, save, fieldId, keptAnswer }),
    [registry, kind, validate, save, fieldId, keptAnswer],
  );
}
