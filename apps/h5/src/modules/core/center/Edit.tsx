/** center/edit: my gender and signature, my avatar (compressed before upload), my mobile and e-mail. */
import { type UserInfo } from '@campus/api';
import { Avatar, Button, Input, List, Popup, Radio, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { compressImage } from './compress';
import { ContactChange } from './ContactChange';
import { uploadApi, userApi } from '../../../lib/endpoints';

type Gender = UserInfo['gender'];

export default function Edit() {
  const tr = useT();
  const [info, setInfo] = useState<UserInfo | null>(null);
  const [gender, setGender] = useState<Gender>('');
  const [signature, setSignature] = useState('');
  const [contact, setContact] = useState<'mobile' | 'email' | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    api(userApi.getInfo, {}, { errorMode: 'page' })
      .then((d) => {
        setInfo(d);
        setGender(d.gender);
        setSignature(d.signature);
      })
      .catch(toastError);
  }, []);

  async function save() {
    try {
      setInfo(await api(userApi.saveInfo, { gender, signature }, { loading: true }));
      Toast.show({ content: tr('common.success'), icon: 'success' });
    } catch (err) {
      toastError(err);
    }
  }

  async function onAvatar(file: File | undefined) {
    if (!file || !info) return;
    try {
      const dataUrl = await compressImage(file);
      const up = await api(uploadApi.bybase64, { file: dataUrl, name: 'avatar.jpg' }, { loading: true });
      const d = await api(userApi.saveAvatar, { avatar: up.url }, { loading: true });
      setInfo({ ...info, avatar: d.avatar });
    } catch (err) {
      toastError(err);
    }
  }

  if (!info) return null;
  return (
    <Page page="edit">
      <List>
        <List.Item
          prefix={<Avatar src={info.avatar} />}
          onClick={() => fileRef.current?.click()}
          description={tr('h5.edit.avatarHint')}
        >
          {tr('h5.edit.avatar')}
        </List.Item>
        <List.Item extra={info.name}>{tr('h5.edit.name')}</List.Item>
        <List.Item extra={info.number || '-'}>{tr('h5.personal.number')}</List.Item>
        <List.Item>
          <Radio.Group value={gender} onChange={(v) => setGender(v as Gender)}>
            <span className="muted" style={{ marginRight: 12 }}>
              {tr('h5.edit.gender')}
            </span>
            <Radio value="male" style={{ marginRight: 12 }}>
              {tr('h5.edit.male')}
            </Radio>
            <Radio value="female">{tr('h5.edit.female')}</Radio>
          </Radio.Group>
        </List.Item>
        <List.Item>
          <Input value={signature} onChange={setSignature} maxLength={60} placeholder={tr('h5.edit.signature')} />
        </List.Item>
        <List.Item extra={info.mobile || tr('h5.edit.none')} onClick={() => setContact('mobile')}>
          {tr('h5.edit.mobile')}
        </List.Item>
        <List.Item extra={info.email || tr('h5.edit.none')} onClick={() => setContact('email')}>
          {tr('h5.edit.email')}
        </List.Item>
      </List>
      <Button block color="primary" style={{ marginTop: 16 }} onClick={() => void save()}>
        {tr('common.save')}
      </Button>
      <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => void onAvatar(e.target.files?.[0])} />
      <Popup visible={contact !== null} onMaskClick={() => setContact(null)}>
        {contact ? (
          <ContactChange
            kind={contact}
            onDone={(masked) => {
              setInfo({ ...info, [contact]: masked });
              setContact(null);
            }}
          />
        ) : null}
      </Popup>
    </Page>
  );
}
