import type { ServiceContext } from './context';

/**
 * The events one feature tells others about, by name. A feature that emits one declares it here; listeners subscribe
 * through their feature's `listen` (feature.ts), so which code reacts to what is visible in one list per feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's own `declare module` augmentation.
export interface AppEvents {}

export type AppEventName = keyof AppEvents;
type Listener<K extends AppEventName> = (ctx: ServiceContext, event: AppEvents[K]) => Promise<void> | void;

export interface EventBus {
  on<K extends AppEventName>(name: K, listener: Listener<K>): () => void;
  /**
   * Tells every listener, one after another; one that fails is logged and neither undoes what was done nor stops
   * the others. Listeners run in the request that emitted, after its transaction, so they should only queue work.
   */
  emit<K extends AppEventName>(ctx: ServiceContext, name: K, event: AppEvents[K]): Promise<void>;
}

/** One bus per app (buildApp puts it on the context), so two apps in one process (the tests) never share listeners. */
export function createEventBus(): EventBus {
  const listeners = new Map<string, Set<Listener<AppEventName>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as Listener<AppEventName>);
      return () => set.delete(listener as Listener<AppEventName>);
    },
    async emit(ctx, name, event) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          await listener(ctx, event);
        } catch (err) {
          ctx.log.error({ err, event: name }, 'an event listener failed');
        }
      }
    },
  };
}
