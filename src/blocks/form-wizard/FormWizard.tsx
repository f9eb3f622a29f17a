import { ConfiguredForm } from '../../forms/ConfiguredForm';
import type { BlockComponentProps } from '../../engine/types';
import type { FormWizardProps } from './schema';
import './form-wizard.css';

export default function FormWizard({ props, data, blockId }: BlockComponentProps<FormWizardProps, unknown>) {
  const headingId = `${blockId}-heading`;
  const form = (
    <ConfiguredForm
      formId={blockId}
      name={props.name}
      sections={props.sections}
      submit={props.submit}
      success={props.success}
      failure={props.failure}
      data={data}
    />
  );
  if (props.layout === 'panel') {
    const { aside } = props;
    return (
      <section className="form-wizard form-wizard--panel" aria-labelledby={aside ? headingId : undefined}>
        <div className="container form-wizard-panel-grid">
          {aside ? (
            <aside className="form-wizard-aside">
              <div className="form-wizard-aside-inner">
                <h1 id={headingId}>{aside.heading}</h1>
                {aside.text ? <p>{aside.text}</p> : null}
                {/* The panel's aside carries the page's heading, so its picture is in the first screen (a phone's
                    largest paint): asked for at high priority from the start, not raised once laid out. */}
                {aside.image ? (
                  <img src={aside.image.src} alt={aside.image.alt} width={aside.image.width} height={aside.image.height} fetchPriority="high" />
                ) : null}
              </div>
            </aside>
          ) : null}
          <div className="form-wizard-main">
            {props.heading ? <h2 className="form-wizard-heading">{props.heading}</h2> : null}
            {props.intro ? <p className="form-wizard-intro">{props.intro}</p> : null}
            {form}
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className={`form-wizard form-wizard--${props.layout}`} aria-labelledby={props.heading ? headingId : undefined}>
      <div className={props.layout === 'stacked' ? 'container form-wizard-stacked' : undefined}>
        {props.heading ? (
          <h2 className="form-wizard-heading" id={headingId}>
            {props.heading}
          </h2>
        ) : null}
        {props.intro ? <p className="form-wizard-intro">{props.intro}</p> : null}
        {form}
      </div>
    </section>
  );
}
