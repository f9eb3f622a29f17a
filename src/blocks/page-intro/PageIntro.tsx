import { SiteLink } from '../../ui/SiteLink';
import type { BlockComponentProps } from '../../engine/types';
import type { PageIntroProps } from './schema';
import './page-intro.css';

export default function PageIntro({ props }: BlockComponentProps<PageIntroProps>) {
  return (
    <section className="page-intro">
      <div className="container">
        {props.breadcrumbs?.length ? (
          <nav aria-label="Breadcrumb" className="breadcrumbs">
            <ol>
              {props.breadcrumbs.map((c) => (
                <li key={c.href}>
                  <SiteLink to={c.href}>{c.label}</SiteLink>
                </li>
              ))}
              <li aria-current="page">{props.heading}</li>
            </ol>
          </nav>
        ) : null}
        {props.eyebrow ? <p className="page-intro-eyebrow">{props.eyebrow}</p> : null}
        <h1 className="page-intro-heading">{props.heading}</h1>
        {props.text ? <p className="page-intro-text">{props.text}</p> : null}
      </div>
    </section>
  );
}
