/** Pure helpers of the phone book screens. */

/** A `tel:` link for a number as written: separators dropped, an extension dialled after a pause. */
export function telHref(phone: string): string {
  const [main = '', ext] = phone.split(/转|ext\.?|#/i);
  const digits = main.replace(/[^0-9+]/g, '');
  const extDigits = ext?.replace(/[^0-9]/g, '') ?? '';
  return `tel:${digits}${extDigits ? `,${extDigits}` : ''}`;
}

/** Entries grouped for a unit's screen: the unit's own first, then each office in order. */
export function groupByOffice<T extends { officeName: string | null }>(list: T[]): { office: string | null; items: T[] }[] {
  const groups: { office: string | null; items: T[] }[] = [];
  for (const e of list) {
    const g = groups.find((x) => x.office === e.officeName);
    if (g) g.items.push(e);
    else groups.push({ office: e.officeName, items: [e] });
  }
  return groups.sort((a, b) => (a.office === null ? -1 : b.office === null ? 1 : 0));
}
