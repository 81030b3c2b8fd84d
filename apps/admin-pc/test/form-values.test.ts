// The console's picked values (people, departments, files, signatures, places, regions) are the
// shapes the phone stores, and the engine's validateSubmission accepts them as they are.
import { describe, expect, it } from 'vitest';
import { formSchema, regionTree, validateSubmission, type FormSchema } from '@campus/api/forms';
import { accepted, acceptAttr, fileRef, filesValue, personName, pickedValue, placeFromPosition, placeWithAddress, refsOf, regionValue, signatureRef } from '../src/pages/forms/values';

const schema = (fields: unknown[]): FormSchema => formSchema.parse({ version: 1, title: { zh: 't' }, fields });
const one = (field: Record<string, unknown>, value: unknown) => validateSubmission(schema([{ id: 'f', label: { zh: 'f' }, ...field }]), { f: value });
const uploaded = { id: 'u1', url: '/site/attach?file=all/a.png', name: 'a.png', size: 3, mime: 'image/png' };

describe('person and department values', () => {
  it('keeps one pick as one { id, name } when the field is not multiple', () => {
    const v = pickedValue([{ id: 'p1', name: personName({ name: '张三', number: '2021001' }) }], false);
    expect(v).toEqual({ id: 'p1', name: '张三（2021001）' });
    const r = one({ kind: 'person' }, v);
    expect(r.errors).toEqual([]);
    expect(r.values.f).toEqual([{ id: 'p1', name: '张三（2021001）' }]);
  });
  it('keeps a list when multiple, and the engine refuses more than maxItems', () => {
    const list = [
      { id: 'd1', name: '数学学院' },
      { id: 'd2', name: '物理学院' },
    ];
    expect(one({ kind: 'department', multiple: true, maxItems: 2 }, pickedValue(list, true)).ok).toBe(true);
    expect(one({ kind: 'department', multiple: true, maxItems: 1 }, pickedValue(list, true)).errors[0]?.key).toBe('forms.error.maxItems');
    // A single field given two picks is refused: the renderer never stores a list there.
    expect(one({ kind: 'person' }, list).ok).toBe(false);
  });
  it('stores nothing when the last pick is cleared, so a required field says so', () => {
    expect(pickedValue([], true)).toBeUndefined();
    expect(one({ kind: 'person', required: true }, pickedValue([], false)).errors[0]?.key).toBe('forms.error.required');
  });
  it('names a person without a number by the name alone', () => {
    expect(personName({ name: '李四', number: '' })).toBe('李四');
  });
});

describe('upload values', () => {
  it('keeps each uploaded file as its id and the name it had on disk', () => {
    const v = filesValue([fileRef(uploaded, '申请表.pdf'), fileRef({ id: 'u2' }, 'photo.PNG')]);
    expect(v).toEqual([
      { id: 'u1', name: '申请表.pdf' },
      { id: 'u2', name: 'photo.PNG' },
    ]);
    expect(one({ kind: 'upload', maxFiles: 2, accept: ['pdf', 'png'] }, v).errors).toEqual([]);
    expect(one({ kind: 'upload', maxFiles: 1 }, v).errors[0]?.key).toBe('forms.error.maxItems');
  });
  it('picks files by extension as the engine checks them', () => {
    expect(accepted('a.PDF', ['pdf'])).toBe(true);
    expect(accepted('a.docx', ['pdf'])).toBe(false);
    expect(accepted('anything', undefined)).toBe(true);
    expect(acceptAttr(['pdf', 'png'])).toBe('.pdf,.png');
    expect(acceptAttr([])).toBeUndefined();
    expect(one({ kind: 'upload', maxFiles: 3, accept: ['pdf'] }, [{ id: 'u3', name: 'a.docx' }]).errors[0]?.key).toBe('forms.error.fileType');
  });
  it('stores nothing once the last file is removed', () => {
    expect(filesValue([])).toBeUndefined();
    expect(refsOf(undefined)).toEqual([]);
  });
});

describe('signature values', () => {
  it('is one { id, name } from the upload answer, as the engine stores it', () => {
    const v = signatureRef({ id: 's1', name: 'signature.png' });
    expect(v).toEqual({ id: 's1', name: 'signature.png' });
    const r = one({ kind: 'signature', required: true }, v);
    expect(r.errors).toEqual([]);
    expect(r.values.f).toEqual(v);
    expect(signatureRef({ id: 's2', name: '' }).name).toBe('signature.png');
  });
  it('is refused as a list (a signature is one file)', () => {
    expect(one({ kind: 'signature' }, [{ id: 's1', name: 'signature.png' }]).ok).toBe(false);
  });
});

describe('location values', () => {
  it('is { lat, lng, address } from the browser position, the typed address kept', () => {
    const v = placeFromPosition({ latitude: 39.9912345678, longitude: 116.3056789 }, '图书馆');
    expect(v).toEqual({ lat: 39.991235, lng: 116.305679, address: '图书馆' });
    expect(one({ kind: 'location' }, v).values.f).toEqual(v);
    expect(placeFromPosition({ latitude: 1, longitude: 2 }).address).toBe('1.00000, 2.00000');
  });
  it('keeps a typed address with the coordinates, and an address alone as a place the engine stores', () => {
    const place = { lat: 39.99, lng: 116.3, address: '' };
    expect(placeWithAddress(place, '东门')).toEqual({ ...place, address: '东门' });
    const alone = placeWithAddress(undefined, '东门');
    expect(alone).toEqual({ address: '东门' });
    expect(one({ kind: 'location' }, alone).values.f).toEqual({ address: '东门' });
    expect(one({ kind: 'location', requirePosition: true }, alone).errors[0]?.key).toBe('forms.error.position');
    expect(placeWithAddress(undefined, '  ')).toBeUndefined();
  });
});

describe('region values', () => {
  it('stores the names from the province down, levels long, which the engine accepts', async () => {
    const tree = await regionTree(3);
    const hebei = tree.find((p) => p.value === '河北省');
    const city = hebei?.children?.find((c) => c.value === '石家庄市');
    expect(city?.children?.some((d) => d.value === '长安区')).toBe(true);
    const v = regionValue(['河北省', '石家庄市', '长安区'], 3);
    expect(one({ kind: 'region', levels: 3 }, v).values.f).toEqual(['河北省', '石家庄市', '长安区']);
    expect(one({ kind: 'region', levels: 2 }, regionValue(['河北省', '石家庄市'], 2)).ok).toBe(true);
  });
  it('is refused when shorter than the field’s levels, and empty is nothing', () => {
    expect(one({ kind: 'region', levels: 3 }, regionValue(['北京市', '北京市'], 3)).errors[0]?.key).toBe('forms.error.type');
    expect(regionValue([], 3)).toBeUndefined();
    expect(regionValue(undefined, 3)).toBeUndefined();
  });
});
