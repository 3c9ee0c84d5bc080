import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { profileQuery, useValidateProfileCode, type ConfirmInfo } from './shared/api/profile';
import { QueryBody } from '@/components/feedback/query-body';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toast/toast-store';
import { errorText } from '@/api/error-text';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { session, useSession } from '@/stores/session';
import { useTimeout } from '@/lib/use-timeout';
import { useSingleFlightSubmit } from '@/lib/use-single-flight';
import { CODE_LENGTH } from '@/lib/validation';
import { ProfileForm } from './profile-form';
import { profileCodeSchema, type ProfileCodeValues } from './profile-schema';

/** The modal closes this long after a successful save. */
const PROFILE_CLOSE_MS = 5000;

/** The code step: its message shows on submit and stays until the next one. */
function CodeStep({ confirm, onDone, busy }: { confirm: ConfirmInfo; onDone: () => void; busy: boolean }) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => profileCodeSchema(t), [t]);
  const { control, handleSubmit, formState } = useForm<ProfileCodeValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const mutation = useValidateProfileCode();
  const kind = confirm.messageType === 'SMS' || confirm.messageType === 'EMAIL' ? confirm.messageType : 'other';

  const [submit] = useSingleFlightSubmit<FormEvent<HTMLFormElement>>(
    handleSubmit(({ code }) => {
      if (busy) return;
      return mutation.mutateAsync(code, {
        onSuccess: (answer) => {
          if (answer === 'success') {
            toast.success(t('profile.saved'));
            onDone();
            return;
          }
          toast.danger(errorText(t, new ApiError({ kind: 'refused', status: 200, code: answer }), ['account']));
        },
        onError: (err) => toast.danger(errorText(t, err, ['account'])),
      });
    }),
  );

  return (
    <Form noValidate onSubmit={submit}>
      <h3 className="h6">{t('profile.confirmTitle')}</h3>
      <p>{t(`profile.confirmIntro_${kind}`, { receiver: confirm.receiver })}</p>
      <Field id="profile-code" label={t('fields.code')} error={formState.errors.code?.message} className="mb-3">
        {(c) => (
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <Form.Control
                {...c}
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH))}
                onBlur={field.onBlur}
                autoComplete="one-time-code"
                maxLength={CODE_LENGTH}
                autoFocus
                disabled={busy}
              />
            )}
          />
        )}
      </Field>
      <SubmitButton busy={mutation.isPending} disabled={busy}>
        {t('profile.confirm')}
      </SubmitButton>
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
  const later = useTimeout();

  const closeSoon = () => {
    setClosing(true);
    later.start(() => {
      setClosing(false);
      setConfirm(null);
      onClose();
    }, PROFILE_CLOSE_MS);
  };

  const close = () => {
    later.cancel();
    setConfirm(null);
    setClosing(false);
    onClose();
  };

  return (
    <Modal show={show} onHide={close} size="lg" centered aria-labelledby="profile-modal-title" scrollable>
      <DialogHeader id="profile-modal-title">{t('profile.title')}</DialogHeader>
      <Modal.Body>
        <QueryBody query={query} errorMessage={(error) => errorText(t, error, ['account'])}>
          {(profile) =>
            confirm ? (
              <CodeStep confirm={confirm} onDone={closeSoon} busy={closing} />
            ) : (
              <ProfileForm
                profile={profile}
                subscriber={user?.role === 'subscriber'}
                onSaved={closeSoon}
                onConfirm={setConfirm}
                onNavigateAway={close}
                busy={closing}
              />
            )
          }
        </QueryBody>
      </Modal.Body>
    </Modal>
  );
}
