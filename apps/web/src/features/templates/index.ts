/** The templates feature as other features use it: the query keys and the list query of an adviser's templates. */
export { templateKeys, templateListQuery } from './api';
