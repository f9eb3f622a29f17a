import { SiteLink } from '../../ui/SiteLink';
import { useSiteInfo } from '../../engine/site';
import type { BlockComponentProps } from '../../engine/types';
import { Icon } from '../../ui/icons';
import { Reveal } from '../../ui/Reveal';
import type { ContactDetailsProps } from './schema';
import { NearViewportFrame } from '../../ui/NearViewportFrame';
import './contact-details.css';

function ContactLinks({ props }: { props: ContactDetailsProps }) {
  const site = useSiteInfo();
  return (
    <>
      <h2 className="contact-details-heading">{props.heading}</h2>
      <ul className="contact-details-links">
        <li>
          <Icon name="phone" />
          <span>
            {props.phoneLabel ? <span className="contact-details-label">{props.phoneLabel}</span> : null}
            <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
              {site.phone}
            </a>
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            {props.emailLabel ? <span className="contact-details-label">{props.emailLabel}</span> : null}
            <a href={`mailto:${site.email}`} dir="ltr">
              {site.email}
            </a>
          </span>
        </li>
        <li>
          <Icon name="location" />
          <span>
            {props.locationLabel ? <span className="contact-details-label">{props.locationLabel}</span> : null}
            <a href={site.address.mapsUrl} target="_blank" rel="noopener noreferrer">
              {site.address.text}
            </a>
          </span>
        </li>
      </ul>
    </>
  );
}

export default function ContactDetails({ props }: BlockComponentProps<ContactDetailsProps>) {
  const site = useSiteInfo();
  return (
    <section className="contact-details container" aria-label={props.heading ? undefined : props.map?.title}>
      {props.heading ? <ContactLinks props={props} /> : null}
      {props.careers ? (
        <p className="contact-details-careers">
          {props.careers.text} <SiteLink to={props.careers.href}>{props.careers.label}</SiteLink>
        </p>
      ) : null}
      {props.map ? (
        <Reveal>
          <div className="contact-details-map">
            <NearViewportFrame
              className="contact-details-frame"
              title={props.map.title}
              src={props.map.src}
              referrerPolicy="no-referrer"
              width={1200}
              height={420}
              fallback={
                <a className="contact-details-map-link" href={site.address.mapsUrl} target="_blank" rel="noopener noreferrer">
                  <Icon name="location" />
                  <span>
                    {props.map.title}: {site.address.text}
                  </span>
                </a>
              }
            />
            {props.map.linkLabel ? (
              <a href={site.address.mapsUrl} target="_blank" rel="noopener noreferrer">
                {props.map.linkLabel}
              </a>
            ) : null}
          </div>
        </Reveal>
      ) : null}
    </section>
  );
}
