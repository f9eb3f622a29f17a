import type { CardListProps } from './schema';

/** Static text from config, so the skeleton shows it too and nothing moves when data arrives. */
export function CareersNote({ note }: { note: NonNullable<CardListProps['note']> }) {
  return (
    <aside className="careers-note" aria-label={note.heading}>
      <p className="careers-note-heading">{note.heading}</p>
      <p className="careers-note-text">
        {note.text}{' '}
        <a href={`mailto:${note.email}`} dir="ltr">
          {note.email}
        </a>
      </p>
    </aside>
  );
}
