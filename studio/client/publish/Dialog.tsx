/** A modal dialog of the publishing actions: its title, its content, and its buttons with Close last. */
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}

export function Dialog({ title, onClose, actions, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="publish-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="dialog-actions">
        {actions}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
