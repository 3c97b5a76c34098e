/**
 * The document catalogue (decision 007) as other features use it: the document types an adviser can ask for, the
 * picker of them (a template lists some, a client's Documents page asks for some) and the modal that adds a custom
 * type. The administrator's catalogue page is loaded by the router from its own file.
 */
export { useDocumentTypes } from './api';
export { CustomDocumentTypeModal, type CustomTypePlace } from './custom-document-type-modal';
export { DocumentPicker } from './document-picker';
