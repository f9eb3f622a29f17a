/** The message under a field; role=alert so it is announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="form-error" id={id} role="alert">
      {message}
    </p>
  ) : null;
}
