/** The Australian numbering plan build/phone-metadata.ts cuts from libphonenumber-js's small set at build time. */
declare module 'virtual:phone-metadata-au' {
  const metadata: import('libphonenumber-js/core').MetadataJson;
  export default metadata;
}
