/** What a new form's designer starts from: the engine's starter templates, or one text field. */
import { formSchema, leaveTemplate, visitorTemplate, type FormSchema, type FormSchemaInput } from '@campus/api/forms';

const blank: FormSchemaInput = { version: 1, fields: [{ id: 'text1', kind: 'text', label: { zh: '标题', en: 'Title', tw: '標題' } }] };

export const TEMPLATES = { blank, leave: leaveTemplate, visitor: visitorTemplate } as const;
export type TemplateName = keyof typeof TEMPLATES;

/** The starting schema, defaults filled (the designer edits the parsed shape). */
export function startSchema(name: string | null): FormSchema {
  const key: TemplateName = name === 'leave' || name === 'visitor' ? name : 'blank';
  return formSchema.parse(TEMPLATES[key]);
}
