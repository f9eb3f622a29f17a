import { defineBlock } from '../../engine/types';
import type { FormWizardProps } from './schema';
import { FormWizardSkeleton } from './Skeleton';

export default defineBlock<FormWizardProps, unknown>({
  type: 'form-wizard',
  load: () => import('./FormWizard'),
  Skeleton: FormWizardSkeleton,
  hydrateWithPage: true,
});
