import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { profileKeys, profileQuery, validateProfileCode, type ConfirmInfo } from '@/api/profile';
import { ErrorView } from '@/components/feedback/error-view';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { toast } from '@/components/toast/toast-store';
import { errorText } from '@/lib/error-text';
import { session, useSession } from '@/lib/session';
import { CODE_LENGTH, isValidCode } from '@/lib/validation';
import { ProfileForm } from './profile-form';

/** The modal closes this long after a successful save. */
export const PROFILE_CLOSE_MS = 5000;

function CodeStep({ confirm, onDone, busy }: { confirm: ConfirmInfo; onDone: () => void; busy: boolean }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: () => validateProfileCode(code) });
  const kind = confirm.messageType === 'SMS' || confirm.messageType === 'EMAIL' ? confirm.messageType : 'other';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || busy) return;
    if (!isValidCode(code)) {
      setError(t('feedback.code'));
      return;
    }
    setError(null);
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer === 'success') {
          void queryClient.invalidateQueries({ queryKey: profileKeys.all });
          toast.success(t('profile.saved'));
          onDone();
          return;
        }
        toast.danger(errorText(t, new ApiError({ kind: 'refused', status: 200, code: answer }), ['account']));
      },
      onError: (err) => toast.danger(errorText(t, err, ['account'])),
    });
  };

  return (
    <Form noValidate onSubmit={submit}>
      <h3 className="h6">{t('profile.confirmTitle')}</h3>
      <p>{t(`profile.confirmIntro_${kind}`, { receiver: confirm.receiver })}</p>
      <Form.Group className="mb-3" controlId="profile-code">
        <Form.Label>{t('fields.code')}</Form.Label>
        <Form.Control
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH))}
          isInvalid={!!error}
          aria-describedby={error ? 'profile-code-feedback' : undefined}
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          autoFocus
          disabled={busy}
        />
        {error ? (
          <Form.Control.Feedback type="invalid" id="profile-code-feedback">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      <Button type="submit" disabled={mutation.isPending || busy}>
        {mutation.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        {t('profile.confirm')}
      </Button>
    </Form>
  );
}

/** Profile modal opened from the user menu: form, then (when the server asks) the code step. */
export function ProfileModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const user = useSession();
  const query = useQuery({ ...profileQuery(), enabled: show && !!user });
  // The top bar's avatar comes from the token; keep it in step with the profile's picture.
  const profileImage = query.data?.image;
  useEffect(() => {
    if (profileImage) session.updateAvatar(profileImage);
  }, [profileImage]);
  const [confirm, setConfirm] = useState<ConfirmInfo | null>(null);
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const closeSoon = () => {
    setClosing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setClosing(false);
      setConfirm(null);
      onClose();
    }, PROFILE_CLOSE_MS);
  };

  const close = () => {
    clearTimeout(timer.current);
    setConfirm(null);
    setClosing(false);
    onClose();
  };

  return (
    <Modal show={show} onHide={close} size="lg" centered aria-labelledby="profile-modal-title" scrollable>
      <Modal.Header closeButton closeLabel={t('actions.close', { ns: 'common' })}>
        <Modal.Title id="profile-modal-title" as="h2" className="h5">
          {t('profile.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <ErrorView message={errorText(t, query.error, ['account'])} onRetry={() => void query.refetch()} />
        ) : confirm ? (
          <CodeStep confirm={confirm} onDone={closeSoon} busy={closing} />
        ) : (
          <ProfileForm
            profile={query.data}
            subscriber={user?.subscriber === 'true'}
            onSaved={closeSoon}
            onConfirm={setConfirm}
            onNavigateAway={close}
            busy={closing}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
