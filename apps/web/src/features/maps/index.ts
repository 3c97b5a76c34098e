/** The maps feature as other features use it: the map modal, which loads the map itself on first open. */
export { MapModal } from './map-modal';
