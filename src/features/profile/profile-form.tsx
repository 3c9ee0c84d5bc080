import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lookupZipcode, profileKeys, saveProfile, type ConfirmInfo, type ProfileData, type ProfileField } from '@/api/profile';
import { ApiError } from '@/api/errors';
import { BusinessPhoneInput, DocumentInput, PhoneInput, ZipcodeInput } from '@/components/masked-input';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { catalogText, errorText } from '@/lib/error-text';
import { storeGlobalToast } from '@/lib/global-toast';
import { formatBusinessPhone, formatDocument, formatPhone, formatZipcode, isRealImage, isValidCpf, isValidPhone, normalizeState, STATE_MAX, TEXT_MAX, zipcodeForLookup } from '@/lib/validation';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_NAME = /\.(jpe?g|png|jfif|webp)$/i;
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.jfif,.webp,image/jpeg,image/png,image/webp';
const ERROR_IMAGE = '/brand/error-image.svg';

type Values = Record<ProfileField, string>;

function initialValues(p: ProfileData): Values {
  return {
    trade_name: p.trade_name,
    phone: formatPhone(p.phone),
    business: formatBusinessPhone(p.business),
    document: formatDocument(p.document),
    email: p.email,
    zipcode: formatZipcode(p.zipcode),
    address: p.address,
    number: p.number,
    neighborhood: p.neighborhood,
    city: p.city,
    state: normalizeState(p.state),
  };
}

/** What is sent: digits for phones, document and zipcode; the state in upper case; text trimmed. */
function payloadOf(v: Values, subscriber: boolean): Partial<Values> {
  const digits = (s: string) => s.replace(/\D/g, '');
  const base = { phone: digits(v.phone), email: v.email.trim() };
  if (!subscriber) return base;
  return {
    ...base,
    trade_name: v.trade_name.trim(),
    business: digits(v.business),
    document: digits(v.document),
    zipcode: digits(v.zipcode),
    address: v.address.trim(),
    number: v.number.trim(),
    neighborhood: v.neighborhood.trim(),
    city: v.city.trim(),
    state: normalizeState(v.state),
  };
}

interface Props {
  profile: ProfileData;
  subscriber: boolean;
  onSaved: () => void;
  onConfirm: (confirm: ConfirmInfo) => void;
  onNavigateAway: () => void;
  busy: boolean;
}

/** The profile form: avatar, name, and the fields the user's role may edit. */
export function ProfileForm({ profile, subscriber, onSaved, onConfirm, onNavigateAway, busy }: Props) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => initialValues(profile));
  const [validated, setValidated] = useState(false);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [help, setHelp] = useState<Record<string, string>>({});
  /** A field's help from the server, in the user's language (the server may send a key or its own words). */
  const helpText = (name: string) => (help[name] ? catalogText(t, help[name], ['account'], { max: TEXT_MAX }) : undefined);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string>(profile.image || '');
  const zipRequest = useRef(0);
  /** The zipcode lookup's outcome, told under the field: the address stays editable whatever it is. */
  const [zipStatus, setZipStatus] = useState<'idle' | 'loading' | 'notFound' | 'unavailable'>('idle');

  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const set = (field: ProfileField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid.includes(field)) setInvalid((list) => list.filter((f) => f !== field));
  };

  const mutation = useMutation({ mutationFn: () => saveProfile(payloadOf(values, subscriber), image) });

  // The CPF's check digits join the field's native validity, so its mark (not only its message) is right.
  const documentWrong = subscriber && values.document !== '' && !isValidCpf(values.document);
  useEffect(() => {
    const input = document.getElementById('profile-document');
    if (input instanceof HTMLInputElement) input.setCustomValidity(documentWrong ? t('errors.PROFILE_DOCUMENT_INVALID') : '');
  }, [documentWrong, t]);

  const pickImage = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0] ?? null;
    if (!file) return;
    // The name and then the bytes: a text file renamed '.png' is not a picture.
    if (!IMAGE_NAME.test(file.name) || !(await isRealImage(file))) {
      setImageError(t('profile.imageType'));
      input.value = '';
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setImageError(t('profile.imageSize'));
      input.value = '';
      return;
    }
    setImageError(null);
    setImage(file);
  };

  const lookup = () => {
    const cep = zipcodeForLookup(values.zipcode);
    if (!cep) {
      setZipStatus('idle');
      return;
    }
    const ticket = ++zipRequest.current;
    setZipStatus('loading');
    void lookupZipcode(cep).then((result) => {
      if (ticket !== zipRequest.current) return;
      if (result.kind !== 'found') {
        // The lookup is a convenience: when it fails the user is told and types the address.
        setZipStatus(result.kind);
        return;
      }
      setZipStatus('idle');
      const { address } = result;
      setValues((v) => ({
        ...v,
        address: address.address || v.address,
        neighborhood: address.neighborhood || v.neighborhood,
        city: address.city || v.city,
        state: normalizeState(address.state) || v.state,
      }));
    });
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (mutation.isPending || busy) return;
    const form = e.currentTarget;
    const phoneOk = isValidPhone(values.phone);
    // A CPF's check digits are checked here too: 111.111.111-11 has the right shape but is no document.
    const documentOk = !subscriber || isValidCpf(values.document);
    setValidated(true);
    setInvalid([...(phoneOk ? [] : ['phone']), ...(documentOk ? [] : ['document'])]);
    setHelp(documentOk || !values.document ? {} : { document: 'PROFILE_DOCUMENT_INVALID' });
    setServerMessage(null);
    if (!form.checkValidity() || !phoneOk || !documentOk || imageError) return;
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        if (result.kind === 'success') {
          void queryClient.invalidateQueries({ queryKey: profileKeys.all });
          toast.success(t('profile.saved'));
          onSaved();
          return;
        }
        if (result.kind === 'confirm') {
          void queryClient.invalidateQueries({ queryKey: profileKeys.all });
          onConfirm(result.confirm);
          return;
        }
        const generic = t('profile.requestError');
        storeGlobalToast({ type: 'danger', message: generic });
        setInvalid(result.invalid);
        setHelp(result.help);
        const specific = errorText(t, new ApiError({ kind: 'refused', status: 200, code: result.code }), ['account']);
        setServerMessage(specific !== generic ? specific : null);
      },
      onError: (err) => {
        storeGlobalToast({ type: 'danger', message: errorText(t, err, ['account']) });
      },
    });
  };

  const disabled = mutation.isPending || busy;

  const field = (name: ProfileField, control: ReactNode, opts: { hint?: string; md?: number; status?: ReactNode } = {}) => {
    const isServerInvalid = invalid.includes(name);
    const showFeedback = isServerInvalid || validated;
    return (
      <Col md={opts.md ?? 6} className="mb-3">
        <Form.Group controlId={`profile-${name}`}>
          <Form.Label>{t(`profile.fields.${name}`)}</Form.Label>
          {control}
          {showFeedback ? (
            <Form.Control.Feedback type="invalid" id={`profile-${name}-feedback`}>
              {helpText(name) ?? t('profile.required')}
            </Form.Control.Feedback>
          ) : null}
          {opts.hint ? (
            <Form.Text id={`profile-${name}-hint`} className="text-body-secondary d-block">
              {opts.hint}
            </Form.Text>
          ) : null}
          {opts.status}
        </Form.Group>
      </Col>
    );
  };

  const common = (name: ProfileField, hint?: boolean) => ({
    name,
    isInvalid: invalid.includes(name),
    disabled,
    'aria-describedby': [invalid.includes(name) || validated ? `profile-${name}-feedback` : '', hint ? `profile-${name}-hint` : ''].filter(Boolean).join(' ') || undefined,
  });

  const text = (name: ProfileField, required = true, extra: Record<string, unknown> = {}) => (
    <Form.Control {...common(name)} value={values[name]} onChange={(e) => set(name, e.target.value)} required={required} maxLength={TEXT_MAX} {...extra} />
  );

  return (
    <Form noValidate validated={validated} onSubmit={submit} aria-busy={disabled}>
      <div className="d-flex flex-column flex-sm-row align-items-center gap-3 mb-3">
        <img
          src={preview || ERROR_IMAGE}
          alt={t('profile.avatarAlt')}
          width={110}
          height={110}
          loading="lazy"
          className="rounded-circle border object-fit-cover bg-light"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(ERROR_IMAGE)) e.currentTarget.src = ERROR_IMAGE;
          }}
        />
        <div className="w-100">
          <dl className="mb-2">
            <dt className="small text-body-secondary">{t('profile.fullname')}</dt>
            <dd className="fw-semibold mb-0">{profile.fullname}</dd>
          </dl>
          <Form.Group controlId="profile-image">
            <Form.Label className="small mb-1">{t('profile.changeImage')}</Form.Label>
            <Form.Control
              type="file"
              size="sm"
              name="image"
              accept={IMAGE_ACCEPT}
              onChange={(e) => void pickImage(e as ChangeEvent<HTMLInputElement>)}
              isInvalid={!!imageError || invalid.includes('image')}
              disabled={disabled}
              aria-describedby="profile-image-help"
            />
            {imageError || invalid.includes('image') ? (
              <Form.Control.Feedback type="invalid" role="alert">
                {imageError ?? helpText('image') ?? t('profile.imageType')}
              </Form.Control.Feedback>
            ) : null}
            <Form.Text id="profile-image-help" className="text-body-secondary">
              {t('profile.imageHelp')}
            </Form.Text>
          </Form.Group>
        </div>
      </div>

      {serverMessage ? (
        <Alert variant="danger" role="alert">
          {serverMessage}
        </Alert>
      ) : null}

      <Row>
        {subscriber ? field('trade_name', text('trade_name', false)) : null}
        {field(
          'phone',
          <PhoneInput {...common('phone')} value={values.phone} onValueChange={(m) => set('phone', m)} required pattern="\(\d{2}\) 9-\d{4}-\d{4}" />,
        )}
        {field('email', text('email', true, { type: 'email', autoComplete: 'email' }))}
        {subscriber ? (
          <>
            {field('business', <BusinessPhoneInput {...common('business', true)} value={values.business} onValueChange={(m) => set('business', m)} required />, { hint: t('profile.businessHint') })}
            {field('document', <DocumentInput {...common('document')} value={values.document} onValueChange={(m) => set('document', m)} required pattern="\d{3}\.\d{3}\.\d{3}-\d{2}" />)}
            {field(
              'zipcode',
              <ZipcodeInput {...common('zipcode', true)} value={values.zipcode} onValueChange={(m) => set('zipcode', m)} onBlur={lookup} aria-describedby={`${common('zipcode', true)['aria-describedby'] ?? ''} profile-zipcode-status`.trim()} required pattern="\d{2}\.\d{3}-\d{3}" />,
              {
                hint: t('profile.zipcodeHint'),
                status: (
                  <Form.Text id="profile-zipcode-status" className={`d-block ${zipStatus === 'loading' ? 'text-body-secondary' : 'text-warning-emphasis fw-semibold'}`} role="status">
                    {zipStatus === 'idle' ? null : t(`profile.zipcode_${zipStatus}`)}
                  </Form.Text>
                ),
              },
            )}
            {field('address', text('address', true, { autoComplete: 'address-line1' }), { md: 8 })}
            {field('number', text('number'), { md: 4 })}
            {field('neighborhood', text('neighborhood'))}
            {field('city', text('city', true, { autoComplete: 'address-level2' }), { md: 4 })}
            {field(
              'state',
              <Form.Control
                {...common('state', true)}
                value={values.state}
                onChange={(e) => set('state', normalizeState(e.target.value))}
                required
                maxLength={STATE_MAX}
                minLength={STATE_MAX}
                pattern="[A-Z]{2}"
                className="text-uppercase"
              />,
              { md: 2, hint: t('profile.stateHint') },
            )}
          </>
        ) : null}
      </Row>

      <div className="d-flex flex-column flex-sm-row justify-content-between align-items-sm-center gap-2">
        <Link to={paths.deleteAccount} onClick={onNavigateAway} className="link-danger">
          {t('profile.deleteLink')}
        </Link>
        <Button type="submit" disabled={disabled}>
          {mutation.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}
