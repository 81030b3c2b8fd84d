/**
 * Where the form screens live under each variant: the universal screens (universalForm/*,
 * newForm/index) and the schools' aliases (form/*, formMuc/*, formruc/*: index the list,
 * formtemplat the fill-in, detail one submission). commonForm/index is a list whose fill-in and
 * detail are the universal ones.
 */
const SCHOOL = new Set(['form', 'formMuc', 'formruc']);

export type FormsScreen = 'list' | 'fill' | 'detail';

export function formsPath(variant: string | undefined, screen: FormsScreen, id?: string): string {
  const school = variant !== undefined && SCHOOL.has(variant);
  const q = (k: string) => (id ? `?${k}=${encodeURIComponent(id)}` : '');
  if (screen === 'list') return school ? `/${variant}/index` : variant === 'commonForm' ? '/commonForm/index' : '/universalForm/index';
  if (screen === 'fill') return school ? `/${variant}/formtemplat${q('formid')}` : `/newForm/index${q('formid')}`;
  return school ? `/${variant}/detail${q('id')}` : `/universalForm/detail${q('id')}`;
}
