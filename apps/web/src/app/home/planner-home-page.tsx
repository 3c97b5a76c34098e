/**
 * planner-home (docs/spec/core-and-application.md §2): the same landing page as brokers', for planners (one adviser
 * core).
 */
export { AdviserHomePage as Component, AdviserHomePage as PlannerHomePage } from './welcome';
