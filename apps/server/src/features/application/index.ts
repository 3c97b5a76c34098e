/** What other features and the app's wiring may use of this feature; its other modules are its own. */

// The applicants are part of the application: other features read and write them through here.
export {
  countApplicants,
  findPrimaryApplicantData,
  insertApplicant,
  insertPrimaryApplicant,
  insertPrimaryApplicants,
  listApplicants,
  refreshClientDerived,
  refreshClientsDerived,
  reorderApplicants,
  toApplicantSummary,
} from './applicants';
export { saveFields } from './field-save';
export { toItemDto } from './item-dto';
export { addItem, createItem, deleteItem } from './item-lifecycle';
export {
  type ItemRow,
  type ItemScope,
  listItems,
  lockClientRow,
  lockItem,
  lockItemOfKind,
  mergeItemFields,
} from './items.repo';
