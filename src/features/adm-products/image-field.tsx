import { useEffect, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/form/field';
import { isAcceptedPhoto, PHOTO_ACCEPT } from '@/lib/photos';
import { ERROR_IMAGE } from '@/components/product-card/product-image';

/** The input's id and marks (a Field's `control`), with the files. */
interface Props extends FieldControlProps {
  files: File[];
  onChange: (files: File[]) => void;
  onRejected: (names: string[]) => void;
  disabled?: boolean;
  required?: boolean;
}

function objectUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** Several images with thumbnails (at most 100 x 100) and a remove button each. */
export function ImageField({ files, onChange, onRejected, disabled, required, ...control }: Props) {
  const { t } = useTranslation('advertiser');
  const inputRef = useRef<HTMLInputElement>(null);
  const picking = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  const previews = useMemo(() => files.map((f) => ({ file: f, url: objectUrl(f) })), [files]);
  useEffect(() => () => previews.forEach((p) => p.url && typeof URL.revokeObjectURL === 'function' && URL.revokeObjectURL(p.url)), [previews]);

  return (
    <>
      <Form.Control
        {...control}
        ref={inputRef}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        aria-required={required}
        onChange={(e) => {
          const chosen = Array.from((e.target as HTMLInputElement).files ?? []);
          if (inputRef.current) inputRef.current.value = '';
          // Picks are checked one after another and each adds to the latest list, so a second
          // pick made while the first one's bytes are being read loses nothing.
          picking.current = picking.current.then(async () => {
            const ok = await Promise.all(chosen.map(isAcceptedPhoto));
            onRejected(chosen.filter((_, i) => !ok[i]).map((f) => f.name));
            const good = chosen.filter((_, i) => ok[i]);
            if (!good.length) return;
            latest.current = [...latest.current, ...good];
            onChange(latest.current);
          });
        }}
      />
      {previews.length ? (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={t('form.chosenImages')}>
          {previews.map((p, i) => (
            <li key={`${p.file.name}-${i}`} className="position-relative border rounded p-1 bg-white">
              <img
                src={p.url || ERROR_IMAGE}
                alt={t('form.thumbnailAlt', { name: p.file.name })}
                width={100}
                height={100}
                className="object-fit-cover rounded d-block"
                style={{ maxWidth: 100, maxHeight: 100 }}
              />
              <Button
                variant="danger"
                size="sm"
                className="position-absolute top-0 end-0 py-0 px-1 lh-sm"
                disabled={disabled}
                aria-label={t('form.removeImage', { name: p.file.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
