import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/error-text';
import type { CreateOnce, CreateTexts } from './use-create-once';

interface Props {
  once: Pick<CreateOnce<unknown, unknown>, 'phase' | 'checkError' | 'check'>;
  texts: CreateTexts;
  /** Sends again; left out inside a form, whose own submit (its checks included) the button then is. */
  onResend?: () => void;
  /** The namespace whose catalogue names why a check failed. */
  ns: string;
  /** Spacing of the message where it shows (the live region around it takes no room). */
  className?: string;
}

/**
 * What a create whose reply was lost is doing: checking the server ('Não sabemos se a peça foi
 * cadastrada. Verificando…'), not there (send again), or the check failed (why, and check again).
 */
export function CreateOutcomeNotice({ once, texts, onResend, ns, className = 'mb-3' }: Props) {
  const { t } = useTranslation(ns);
  let body = null;
  if (once.phase === 'checking') {
    body = (
      <div className={`alert alert-info d-flex align-items-center gap-2 py-2 ${className}`}>
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{texts.checking}</span>
      </div>
    );
  } else if (once.phase === 'missing' || once.phase === 'unverified') {
    const missing = once.phase === 'missing';
    body = (
      <div className={`alert alert-warning py-2 ${className}`}>
        <p className="mb-2">{missing ? texts.missing : `${texts.unverified} ${errorText(t, once.checkError, [ns])}`}</p>
        {missing ? (
          <Button variant="outline-dark" size="sm" type={onResend ? 'button' : 'submit'} onClick={onResend}>
            {texts.resend}
          </Button>
        ) : (
          <Button variant="outline-dark" size="sm" onClick={once.check}>
            {t('actions.checkAgain', { ns: 'common' })}
          </Button>
        )}
      </div>
    );
  }
  // One live region, on the page before its text changes, so each state is read out as it comes
  // (the boxes inside carry no role of their own, so nothing is announced twice).
  return <div aria-live="polite">{body}</div>;
}
