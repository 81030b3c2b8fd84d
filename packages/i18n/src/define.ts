/**
 * How a namespace of strings is declared: the Simplified Chinese text is the source, and the
 * English and Traditional Chinese texts must have exactly its shape — a key missing in any
 * language fails the typecheck.
 */
export type Lang = 'zh' | 'en' | 'tw';
export const LANGS: readonly Lang[] = ['zh', 'en', 'tw'];

export interface Strings {
  [key: string]: string | Strings;
}

/** The same keys as T, each a string (or a nested group of them). */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export interface Namespace<Z extends Strings> {
  zh: Z;
  en: Shape<Z>;
  tw: Shape<Z>;
}

export function defineNamespace<const Z extends Strings>(zh: Z, en: Shape<Z>, tw: Shape<Z>): Namespace<Z> {
  return { zh, en, tw };
}

/** 'a.b.c' paths of the leaves of T. */
export type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
