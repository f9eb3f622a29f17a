import { defineBlock } from '../../engine/types';
import { optionSources } from '../../forms/optionSources';
import { type FormWizardProps } from './schema';
import { FormWizardSkeleton } from './Skeleton';

export default defineBlock<FormWizardProps, unknown>({
  load: () => import('./FormWizard'),
  Skeleton: FormWizardSkeleton,
  interactive: true,
  // A form works without script; with it, its code is live before it is used (within a screen of the
  // viewport, at the first sign of use, at once on a form page), and what was done before is read back.
  wake: 'near',
  hydrateWithPage: true,
  form: true,
  // Selects' options from the API: fetched with the page (on the server too), so a form can be filled before any script runs.
  related: (props) => optionSources(props.sections.flatMap((s) => s.fields)),
});
