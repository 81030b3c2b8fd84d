/**
 * The exports' own xlsx writer: what it writes opens as a workbook with every sheet, text
 * escaped, numbers as numbers, empty cells left empty, edge spaces kept, the columns as wide as
 * asked and the heading frozen.
 */
import { PassThrough } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { XlsxStream, columnName } from '../src/platform/xlsx-stream.js';

async function written(build: (x: XlsxStream) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await build(new XlsxStream(out));
  await ended;
  return Buffer.concat(chunks);
}

it('names columns as spreadsheets do', () => {
  expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
});

it('writes sheets a spreadsheet reader opens, cell for cell', async () => {
  const buf = await written(async (x) => {
    await x.sheet('请假');
    await x.row(['姓名', '天数', '', '备注']);
    await x.row(['张三', 1.5, null, 'a < b & "c"\u0001']);
    await x.rawRow([x.cells(['李四']), x.cells([2], 1), x.cells(['  两端空格 '], 3)]);
    await x.sheet('续');
    await x.row(['下一页']);
    await x.finish();
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['请假', '续']);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  expect(rows).toEqual([
    ['姓名', '天数', undefined, '备注'],
    ['张三', 1.5, undefined, 'a < b & "c"'],
    ['李四', 2, undefined, '  两端空格 '],
  ]);
  expect(wb.worksheets[1]!.getCell('A1').value).toBe('下一页');
});

it('records each entry’s size and checksum in the zip directory', async () => {
  const buf = await written(async (x) => {
    await x.sheet('s');
    for (let i = 0; i < 5000; i++) await x.row([`第 ${i} 行`, i]);
    await x.finish();
  });
  // The end-of-directory record, then each central entry: inflate the data and check its size.
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const csize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const data = buf.subarray(local + 30 + buf.readUInt16LE(local + 26), local + 30 + buf.readUInt16LE(local + 26) + csize);
    expect(inflateRawSync(data).length).toBe(size);
    p += 46 + nameLen;
  }
  expect(count).toBe(5);
});

it('sets the columns’ widths and keeps the heading in view', async () => {
  const buf = await written(async (x) => {
    await x.sheet('工单', { widths: [38, 20], frozenRows: 1 });
    await x.row(['工单号', '报修时间']);
    await x.row(['a', '2026-01-01 08:00:00']);
    await x.sheet('plain');
    await x.row(['x']);
    await x.finish();
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  const [orders, plain] = wb.worksheets;
  expect([orders!.getColumn(1).width, orders!.getColumn(2).width]).toEqual([38, 20]);
  expect(orders!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
  expect(plain!.views ?? []).not.toContainEqual(expect.objectContaining({ state: 'frozen' }));
  expect(plain!.getColumn(1).width).toBeUndefined();
});

it('keeps every row, in order, across chunks and past a row bigger than a chunk', async () => {
  const long = '汉'.repeat(30_000); // four such cells are ~360 KB of UTF-8, more than a chunk
  const buf = await written(async (x) => {
    await x.sheet('s');
    for (let i = 0; i < 3000; i++) await x.row([`第 ${i} 行 😀 ${'说明'.repeat(40)}`, i]);
    await x.row([long, long, long, `${long.slice(1)}😀`]);
    await x.row(['末行', 3001]);
    await x.finish();
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0]!;
  expect(ws.rowCount).toBe(3002);
  for (const i of [0, 1, 1234, 2999]) expect(ws.getRow(i + 1).values).toEqual([undefined, `第 ${i} 行 😀 ${'说明'.repeat(40)}`, i]);
  expect(ws.getCell('D3001').value).toBe(`${long.slice(1)}😀`);
  expect(ws.getRow(3002).values).toEqual([undefined, '末行', 3001]);
});
