/** The documents feature as other features use it: the picker of document types a template lists. */
export { DocumentPicker } from './document-picker';
