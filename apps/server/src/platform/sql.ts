/** Small SQL pieces that behave the same on SQLite and PostgreSQL. */
import { sql, type Expression, type SqlBool } from 'kysely';

/** `%text%` for LIKE, lower-cased, with its wildcards escaped (ESCAPE '\'). */
export const containsPattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "column contains text", wildcards in the text taken literally. */
export function contains(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
