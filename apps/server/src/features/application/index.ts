/** What other features and the app's wiring may use of this feature; its other modules are its own. */
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
