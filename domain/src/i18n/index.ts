// What every part needs of the catalogues without loading one: the languages, and the catalogue's shape.
export * from './languages';
export type { Catalogue } from './en';
