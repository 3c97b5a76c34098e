/** The report's advice room: serviceability and strategies from the fact-find (decision 048). */
export { adviceRoutes } from './advice.routes';
export { serviceabilityOf } from './serviceability.service';
export { strategiesOf } from './strategies.service';
