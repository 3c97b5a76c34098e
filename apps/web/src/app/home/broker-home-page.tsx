/** broker-home (docs/spec/core-and-application.md §2): the adviser landing page. */
export { AdviserHomePage as BrokerHomePage, AdviserHomePage as Component } from './welcome';
