import { useNavigate } from 'react-router-dom';
import { SiteLink } from '../../ui/SiteLink';
import type { BlockComponentProps } from '../../engine/types';
import type { MessagePageProps } from './schema';
import './message-page.css';

export default function MessagePage({ props }: BlockComponentProps<MessagePageProps>) {
  const navigate = useNavigate();
  const { heading, text, action } = props;
  return (
    <section className="message-page container">
      <h1 className="message-page-heading">{heading}</h1>
      <p className="message-page-text">{text}</p>
      {action.kind === 'back' ? (
        <button type="button" className="button" onClick={() => navigate(-1)}>
          {action.label}
        </button>
      ) : (
        <SiteLink className="button" to={action.href ?? '/'}>
          {action.label}
        </SiteLink>
      )}
    </section>
  );
}
