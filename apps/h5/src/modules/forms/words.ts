/** An engine error in the reader's language (the designer's own message for rules and patterns). */
import { errorText, type FormError, type FormSchema } from '@campus/api/forms';
import { t, type I18nKey } from '@campus/i18n';
import { useLang } from '../../lib/i18n';

export function useErrorText(): (schema: FormSchema, e: FormError) => string {
  const lang = useLang();
  return (schema, e) => errorText(schema, e, (k, params, l) => t(k as I18nKey, params, l), lang);
}
