import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** What a control needs to be labelled, described and marked invalid; spread it on the control. */
export interface FieldControlProps {
  id: string;
  isInvalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  /** The control's id; the message is `${id}-feedback` and the hint `${id}-hint`. */
  id: string;
  label: ReactNode;
  /** The message for the value as it stands; empty when it is valid. */
  error?: string | null;
  /** A standing hint under the control ('8 dígitos'). */
  hint?: ReactNode;
  /** Extra ids the control is described by (a status line of its own). */
  describedBy?: string;
  className?: string;
  labelClassName?: string;
  /**
   * The control: an input, a select, a masked input, an input group. With messageInside, the
   * message comes as the second argument for the control to place.
   */
  children: (control: FieldControlProps, message: ReactNode) => ReactNode;
  /** Anything after the message and the hint (a status line, a link). */
  after?: ReactNode;
  /**
   * The control places the message itself: an InputGroup with hasValidation keeps it inside,
   * after its last button, so the group's corners stay square next to the message.
   */
  messageInside?: boolean;
  /** The hint stands right under the control and the message after it (the hint keeps its line; the default is message first). */
  hintFirst?: boolean;
  /** 'alert' when the message comes with no submit to look for it (a file refused as it is picked). */
  messageRole?: 'alert';
}

/**
 * One form field: label, control, message and hint wired together, so every control gets its
 * label, `aria-invalid` and an `aria-describedby` that names the message while there is one.
 */
export function Field({
  id,
  label,
  error,
  hint,
  describedBy,
  className,
  labelClassName,
  children,
  after,
  messageInside = false,
  hintFirst = false,
  messageRole,
}: Props) {
  const errorId = `${id}-feedback`;
  const hintId = `${id}-hint`;
  const describedByIds = [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  const message = error ? (
    // d-block: shown whenever there is a message, also when the control sits in an input group.
    <Form.Control.Feedback type="invalid" id={errorId} className="d-block" role={messageRole}>
      {error}
    </Form.Control.Feedback>
  ) : null;
  const hintText = hint ? (
    // Under the control (hintFirst) the hint runs inline, as those forms have always shown it.
    <Form.Text id={hintId} className={hintFirst ? 'text-body-secondary' : 'text-body-secondary d-block'}>
      {hint}
    </Form.Text>
  ) : null;
  return (
    // The id goes on the control itself (masked inputs and plain elements take it too), not through controlId.
    <Form.Group className={className}>
      <Form.Label htmlFor={id} className={labelClassName}>
        {label}
      </Form.Label>
      {children(
        { id, isInvalid: Boolean(error), 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByIds },
        messageInside ? message : null,
      )}
      {hintFirst ? hintText : null}
      {messageInside ? null : message}
      {hintFirst ? null : hintText}
      {after}
    </Form.Group>
  );
}
