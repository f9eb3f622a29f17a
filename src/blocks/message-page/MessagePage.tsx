import { useLocation, useNavigate } from 'react-router-dom';
import { isPlainLeftClick, SiteLink } from '../../ui/SiteLink';
import type { BlockComponentProps } from '../../engine/types';
import type { MessagePageProps } from './schema';
import './message-page.css';

export default function MessagePage({ props }: BlockComponentProps<MessagePageProps>) {
  const navigate = useNavigate();
  // The router's first location in this tab is "default": nothing of this site to go back to.
  const cameFromSite = useLocation().key !== 'default';
  const { heading, text, action } = props;
  // 'back' is still a real link (to the form's page), so it works before and without script;
  // with script and a page of the site behind it, it goes one step back instead (spec).
  const goBack = action.kind === 'back' && cameFromSite;
  return (
    <section className="message-page container">
      <h1 className="message-page-heading">{heading}</h1>
      <p className="message-page-text">{text}</p>
      <SiteLink
        className="button"
        to={action.href}
        onClick={(event) => {
          if (!goBack || !isPlainLeftClick(event)) return;
          event.preventDefault();
          navigate(-1);
        }}
      >
        {action.label}
      </SiteLink>
    </section>
  );
}
