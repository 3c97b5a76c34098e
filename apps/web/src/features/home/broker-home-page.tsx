/** broker-home (core §2): the adviser landing page. */
export { AdviserHomePage as BrokerHomePage, AdviserHomePage as Component } from './welcome';
