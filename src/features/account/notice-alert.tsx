import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

export interface Notice {
  variant: 'danger' | 'success' | 'info';
  text: string;
  /** A heading above the text (the wrong code's). */
  title?: string;
}

/** A step's notice: read out at once ('alert') when something went wrong, politely ('status') otherwise. */
export function NoticeAlert({ notice, children }: { notice: Notice; children?: ReactNode }) {
  return (
    <Alert variant={notice.variant} role={notice.variant === 'danger' ? 'alert' : 'status'}>
      {notice.title ? (
        <Alert.Heading as="h2" className="h6">
          {notice.title}
        </Alert.Heading>
      ) : null}
      {notice.text}
      {children}
    </Alert>
  );
}
