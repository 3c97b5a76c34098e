/** The home feature as the router uses it: the loader that decides whether an adviser's home shows the landing page. */
export { adviserHomeLoader } from './home-loader';
