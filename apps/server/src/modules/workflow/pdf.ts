/**
 * An item as a PDF (A4), for printing and for files: the form's fields as the caller may see them
 * (child tables as tables, handwritten signatures drawn), the result as a stamp, and the timeline.
 * Chinese needs a CJK font: Noto Sans SC from the npm registry, subset into each file by pdfkit, so
 * a fresh install needs no system fonts.
 */
import { createRequire } from 'node:module';
import fsp from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { textIn, type ColumnField, type FormField } from '@campus/api/forms';
import { t, type Lang } from '@campus/i18n/all';
import type { Ctx } from '../../platform/context.js';
import { contentDisposition, resolveInside } from '../../platform/stored.js';
import { hhmm, localOf } from '../../platform/time.js';
import { displayValue } from '../forms/hooks.js';
import { instance } from './views.js';

const require = createRequire(import.meta.url);
const FONT = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

const MARGIN = 50;
const GREY = '#666666';
const LINE = '#d9d9d9';
const STAMP: Record<string, string> = { approved: '#1a7f37', rejected: '#cf222e', terminated: '#cf222e', withdrawn: '#8c8c8c', running: '#0958d9', returned: '#d46b08' };

type Doc = PDFKit.PDFDocument;
type Leaf = Exclude<FormField, { kind: 'table' }> | ColumnField;

async function imageOf(ctx: Ctx, v: unknown): Promise<Buffer | null> {
  const id = v && typeof v === 'object' ? (Array.isArray(v) ? (v[0] as { id?: unknown })?.id : (v as { id?: unknown }).id) : undefined;
  if (typeof id !== 'string') return null;
  const row = await ctx.db.selectFrom('uploads').select(['stored_name', 'mime']).where('site_id', '=', ctx.site.id).where('id', '=', id).executeTakeFirst();
  if (!row || !/^image\/(png|jpeg)$/.test(row.mime)) return null;
  const found = await resolveInside(ctx.platform.uploadDir, row.stored_name);
  return found ? fsp.readFile(found.file) : null;
}

/** Moves to a new page when fewer than `need` points are left. */
function room(doc: Doc, need: number): void {
  if (doc.y + need > doc.page.height - MARGIN - 20) doc.addPage();
}

function heading(doc: Doc, text: string): void {
  room(doc, 40);
  doc.moveDown(0.6).font('bold').fontSize(12).fillColor('#000').text(text, MARGIN);
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).strokeColor(LINE).lineWidth(0.5).stroke();
  doc.moveDown(0.4);
}

/** A label and its value side by side; long values wrap under themselves. */
function row(doc: Doc, label: string, value: string): void {
  const width = doc.page.width - 2 * MARGIN;
  const labelWidth = 120;
  doc.font('cjk').fontSize(10);
  const h = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(value || '—', { width: width - labelWidth - 10 }));
  room(doc, h + 6);
  const y = doc.y;
  doc.fillColor(GREY).text(label, MARGIN, y, { width: labelWidth });
  doc.fillColor('#000').text(value || '—', MARGIN + labelWidth + 10, y, { width: width - labelWidth - 10 });
  doc.y = y + h + 6;
}

function table(doc: Doc, headers: string[], rows: string[][]): void {
  const width = doc.page.width - 2 * MARGIN;
  const col = width / Math.max(headers.length, 1);
  const draw = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'cjk').fontSize(9);
    const h = Math.max(...cells.map((c) => doc.heightOfString(c || ' ', { width: col - 8 }))) + 8;
    room(doc, h);
    const y = doc.y;
    cells.forEach((c, i) => {
      doc.rect(MARGIN + i * col, y, col, h).strokeColor(LINE).lineWidth(0.5).stroke();
      doc.fillColor('#000').text(c, MARGIN + i * col + 4, y + 4, { width: col - 8 });
    });
    doc.y = y + h;
  };
  draw(headers, true);
  for (const r of rows) draw(r, false);
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

export async function sendPdf(ctx: Ctx, id: string): Promise<null> {
  const d = await instance(ctx, id);
  const lang: Lang = ctx.lang;
  const tz = ctx.timezone;
  const when = (s: number) => {
    const l = localOf(s, tz);
    return `${l.date} ${hhmm(l.minutes)}`;
  };
  const text = (x: Parameters<typeof textIn>[0]) => textIn(x, lang);

  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: d.instance.formName, Author: d.instance.applicant.name } });
  doc.registerFont('cjk', FONT);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  // Title, who and when, and the result as a stamp on the right.
  const { instance: it } = d;
  doc.font('bold').fontSize(18).fillColor('#000').text(it.formName, MARGIN, MARGIN, { width: doc.page.width - 2 * MARGIN - 110 });
  doc.font('cjk').fontSize(10).fillColor(GREY)
    .text(`${it.applicant.name}  ${it.applicant.number}  ${it.applicant.department}`)
    .text(`${t('workflow.action.submit', undefined, lang)} ${when(it.startedAt)}${it.endedAt ? `  ·  ${t('workflow.action.end', undefined, lang)} ${when(it.endedAt)}` : ''}`);
  const stamp = STAMP[it.state] ?? GREY;
  doc.save().rotate(-12, { origin: [doc.page.width - MARGIN - 50, MARGIN + 22] });
  doc.roundedRect(doc.page.width - MARGIN - 100, MARGIN, 100, 40, 6).lineWidth(2).strokeColor(stamp).stroke();
  doc.font('bold').fontSize(16).fillColor(stamp).text(t(`workflow.state.${it.state}`, undefined, lang), doc.page.width - MARGIN - 100, MARGIN + 10, { width: 100, align: 'center' });
  doc.restore();
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, MARGIN + 60);

  heading(doc, t('workflow.pdf.form', undefined, lang));
  for (const f of d.schema.fields) {
    if (f.kind === 'description' || d.access[f.id] === 'hidden' || !(f.id in d.values)) continue;
    const v = d.values[f.id];
    if (f.kind === 'table') {
      const rows = Array.isArray(v) ? (v as Record<string, unknown>[]) : [];
      const cols = f.columns.filter((c) => c.kind !== 'description');
      room(doc, 30);
      doc.font('cjk').fontSize(10).fillColor(GREY).text(text(f.label), MARGIN);
      doc.moveDown(0.2);
      table(doc, ['#', ...cols.map((c) => text(c.label))], rows.map((r, i) => [String(i + 1), ...cols.map((c) => String(displayValue(c as Leaf, r[c.id], lang)))]));
      continue;
    }
    if (f.kind === 'signature') {
      const img = await imageOf(ctx, v);
      if (img) {
        room(doc, 80);
        const y = doc.y;
        doc.font('cjk').fontSize(10).fillColor(GREY).text(text(f.label), MARGIN, y, { width: 120 });
        doc.image(img, MARGIN + 130, y, { fit: [180, 70] });
        doc.y = y + 76;
        doc.x = MARGIN;
        continue;
      }
    }
    row(doc, text(f.label), String(displayValue(f as Leaf, v, lang)));
  }

  heading(doc, t('workflow.pdf.timeline', undefined, lang));
  table(
    doc,
    [t('workflow.pdf.time', undefined, lang), t('workflow.pdf.who', undefined, lang), t('workflow.pdf.step', undefined, lang), t('workflow.pdf.action', undefined, lang), t('workflow.pdf.comment', undefined, lang)],
    d.timeline.map((e) => [
      when(e.at),
      [e.actor?.name ?? '', e.onBehalfOf ? `(${t('workflow.pdf.for', { name: e.onBehalfOf.name }, lang)})` : ''].join(' ').trim(),
      e.stepName ? text(e.stepName) : '',
      [t(`workflow.action.${e.action}`, undefined, lang), e.target.map((p) => p.name).join('、')].filter(Boolean).join(' → '),
      [e.comment, ...e.attachments.map((a) => `${t('workflow.pdf.attachment', undefined, lang)}${a.name}`)].filter(Boolean).join('\n'),
    ]),
  );

  // Page numbers and when it was printed, on every page.
  const range = doc.bufferedPageRange();
  const printed = t('workflow.pdf.printed', { at: when(Math.floor(Date.now() / 1000)) }, lang);
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('cjk').fontSize(8).fillColor(GREY).text(`${printed}    ${i + 1} / ${range.count}`, MARGIN, doc.page.height - MARGIN + 10, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
  }
  doc.end();
  await done;
  const body = Buffer.concat(chunks);
  await ctx.reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', `${it.formName}-${it.applicant.name}.pdf`))
    .header('cache-control', 'no-store')
    .send(body);
  return null;
}
