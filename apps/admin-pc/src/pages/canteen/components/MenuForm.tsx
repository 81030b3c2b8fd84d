/** Publish or edit the menu of a canteen, day and meal: dishes, note, and the booking settings. */
import { CANTEEN_MEALS, canteen, type Canteen, type MealMenu } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDatePicker, ProFormDateTimePicker, ProFormDependency, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { ReactElement } from 'react';
import { toSeconds } from '@/lib/table';
import { wallText } from '@/lib/time';
import { call } from '@/services/api';
import { dishesText, parseDishes } from '../form';

interface Values {
  canteenId: string;
  date: string;
  meal: (typeof CANTEEN_MEALS)[number];
  dishes: string;
  note?: string;
  bookable: boolean;
  price?: string;
  quota?: number;
  cutoffAt?: string;
}

export function MenuForm(props: { menu?: MealMenu; canteens: Canteen[]; trigger: ReactElement; onSaved: () => void }) {
  const m = props.menu;
  return (
    <ModalForm<Values>
      title={t(m ? 'adminCanteen.editMenu' : 'adminCanteen.newMenu')}
      trigger={props.trigger}
      width={600}
      modalProps={{ destroyOnClose: true }}
      initialValues={
        m
          ? { canteenId: m.canteenId, date: m.date, meal: m.meal, dishes: dishesText(m.dishes), note: m.note, bookable: m.bookable, price: String(m.price / 100), quota: m.quota, cutoffAt: m.cutoffAt ? wallText(m.cutoffAt) : undefined }
          : { bookable: false, meal: 'lunch' }
      }
      onFinish={async (v) => {
        await call(canteen.saveMenu, {
          canteenId: v.canteenId,
          date: String(v.date).slice(0, 10),
          meal: v.meal,
          dishes: parseDishes(v.dishes ?? ''),
          note: v.note ?? '',
          bookable: v.bookable === true,
          price: v.price || '0',
          quota: v.quota ?? 0,
          cutoffAt: toSeconds(v.cutoffAt),
        });
        props.onSaved();
        return true;
      }}
    >
      <ProFormSelect name="canteenId" label={t('adminCanteen.col.canteen')} disabled={!!m} options={props.canteens.map((c) => ({ value: c.id, label: c.name }))} rules={[{ required: true }]} />
      <ProFormDatePicker name="date" label={t('adminCanteen.col.date')} disabled={!!m} rules={[{ required: true }]} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProFormSelect name="meal" label={t('adminCanteen.col.meal')} disabled={!!m} options={CANTEEN_MEALS.map((x) => ({ value: x, label: t(`adminCanteen.meal.${x}`) }))} rules={[{ required: true }]} />
      <ProFormTextArea name="dishes" label={t('adminCanteen.col.dishes')} tooltip={t('adminCanteen.dishesHint')} fieldProps={{ rows: 6 }} placeholder={t('adminCanteen.dishesHint')} />
      <ProFormText name="note" label={t('adminCanteen.col.note')} rules={[{ max: 200 }]} />
      <ProFormSwitch name="bookable" label={t('adminCanteen.col.bookable')} />
      <ProFormDependency name={['bookable']}>
        {({ bookable }) =>
          bookable ? (
            <>
              <ProFormText name="price" label={t('adminCanteen.setPrice')} rules={[{ required: true, pattern: /^\d{1,6}(\.\d{1,2})?$/ }]} />
              <ProFormDigit name="quota" label={t('adminCanteen.col.quota')} min={1} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
              <ProFormDateTimePicker name="cutoffAt" label={t('adminCanteen.col.cutoffAt')} rules={[{ required: true }]} />
            </>
          ) : null
        }
      </ProFormDependency>
    </ModalForm>
  );
}
