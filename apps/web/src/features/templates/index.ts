/** The templates feature as other features use it: the query keys of an adviser's templates. */
export { templateKeys } from './api';
