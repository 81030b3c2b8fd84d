/**
 * zh / en / tw; the choice persists (packages/i18n stores it) and re-renders the console.
 * A Segmented control: light enough for the login page.
 */
import { LANGS, setLang, t, type Lang } from '@campus/i18n';
import { useModel } from '@umijs/max';
import { Segmented } from 'antd';
import { useLang } from '@/lib/lang';

const LABEL: Record<Lang, string> = { zh: '简', en: 'EN', tw: '繁' };
const TITLE: Record<Lang, string> = { zh: '简体中文', en: 'English', tw: '繁體中文' };

export function LangSwitch() {
  const lang = useLang();
  const { setInitialState } = useModel('@@initialState');
  return (
    <Segmented<Lang>
      size="small"
      aria-label={t('common.language')}
      data-testid="lang-switch"
      value={lang}
      options={LANGS.map((l) => ({ value: l, label: <span title={TITLE[l]} data-lang={l}>{LABEL[l]}</span> }))}
      onChange={(next) => {
        setLang(next);
        void setInitialState((s) => (s ? { ...s, lang: next } : s));
      }}
    />
  );
}
