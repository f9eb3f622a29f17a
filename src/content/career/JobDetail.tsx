import { useId, type MouseEvent } from 'react';
import { Reveal } from '../../ui/Reveal';
import { prefersReducedMotion } from '../../ui/motion/prefersReducedMotion';
import { LazyRichHtml as RichHtml } from '../../ui/LazyRichHtml';
import { DetailBand, Fact, ItemTitle, type DetailViewProps } from '../detail/DetailBand';
import type { JobDetailLabels } from './labels';
import type { CareerItem } from './schema';

/** Scrolls the target below the fixed header, then moves focus there so keyboard users land in the form. */
function goTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return false;
  const headerHeight = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0;
  const top = target.getBoundingClientRect().top + window.scrollY - headerHeight - 16;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // A block wrapper is not focusable by itself; -1 lets script focus it without adding a tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** A job's page: post, facts, the apply link to the application form (`applyTarget`, its element id), key skills and description. */
export function JobDetail({ item: data, labels, crumbs, applyTarget }: DetailViewProps<CareerItem, JobDetailLabels> & { applyTarget: string }) {
  const skillsHeading = useId();
  const onApply = (e: MouseEvent<HTMLAnchorElement>) => {
    // Without the form on the page the link's own #hash jump is the fallback.
    if (goTo(applyTarget)) e.preventDefault();
  };
  return (
    <article className="detail detail-job">
      <ItemTitle seo={data.seo} fallback={data.post} />
      <DetailBand
        crumbs={crumbs}
        current={data.post}
        heading={
          <>
            <span className="detail-heading-lead">{labels.hiring}</span> {data.post}
          </>
        }
      >
        <dl className="detail-facts detail-facts-inline">
          <Fact label={labels.experience} value={data.yoe} />
          <Fact label={labels.qualification} value={data.qualification} />
          <Fact label={labels.location} value={data.location} />
        </dl>
        <a className="button detail-apply" href={`#${applyTarget}`} onClick={onApply}>
          {labels.apply}
        </a>
      </DetailBand>
      <div className="container detail-body">
        {data.keySkills.length ? (
          <section className="detail-skills" aria-labelledby={skillsHeading}>
            <h2 className="detail-subheading" id={skillsHeading}>
              {labels.keySkills}
            </h2>
            <ul className="detail-skill-list">
              {data.keySkills.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <Reveal>
          {labels.description ? <h2 className="detail-subheading">{labels.description}</h2> : null}
          <RichHtml html={data.details ?? ''} />
        </Reveal>
      </div>
    </article>
  );
}
