/** Test helpers: the forms exactly as pages.config.json configures them, in English. */
import { englishConfig } from './config';
import type { FormWizardProps } from '../blocks/form-wizard/schema';
import type { FieldConfig } from '../forms/schema';

type AnyBlock = { type: string; id?: string; props?: unknown; source?: unknown };
const config = englishConfig() as unknown as { footer: { blocks: AnyBlock[] }; routes: { path: string; blocks: AnyBlock[] }[] };

export function configuredBlock(id: string): AnyBlock & { props: FormWizardProps } {
  const all = [...config.footer.blocks, ...config.routes.flatMap((r) => r.blocks)];
  const block = all.find((b) => b.type === 'form-wizard' && b.id === id);
  if (!block) throw new Error(`no form-wizard block with id "${id}" in pages.config.json`);
  return block as AnyBlock & { props: FormWizardProps };
}

export function configuredForm(id: string): FormWizardProps {
  return configuredBlock(id).props;
}

export function fieldsOf(props: FormWizardProps): FieldConfig[] {
  return props.sections.flatMap((s) => s.fields);
}

export const pdf = (name = 'doc.pdf', size = 1024) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
