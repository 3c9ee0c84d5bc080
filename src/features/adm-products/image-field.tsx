import { useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/form/field';
import { RemoteImage } from '@/components/remote-image';
import { isAcceptedPhoto, PHOTO_ACCEPT } from '@/lib/photos';
import { ERROR_IMAGE } from '@/components/remote-image';
import { movePhoto, type PhotoItem } from './photo-gallery';

/** The input's id and marks (a Field's `control`), with the photos in order. */
interface Props extends FieldControlProps {
  items: PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  onRejected: (names: string[]) => void;
  disabled?: boolean;
  required?: boolean;
}

/** A thumbnail's side, in pixels: every thumbnail takes the same room, so nothing moves while pictures load. */
const THUMB = 100;

function objectUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** A stable key per file for the life of the page (the list is reordered, so a position is no key). */
const fileKeys = new WeakMap<File, string>();
let lastKey = 0;
function keyOf(item: PhotoItem): string {
  if (item.kind === 'current') return `current:${item.url}`;
  let key = fileKeys.get(item.file);
  if (!key) {
    key = `new:${++lastKey}`;
    fileKeys.set(item.file, key);
  }
  return key;
}

type Move = 'left' | 'right';

/**
 * The listing's photos: a file picker and, in order, a thumbnail of each (the part's current
 * photos and the new ones alike), the first marked as the cover. Each can be moved left or right
 * with its buttons (the new place is announced) or dragged onto another's place, and removed.
 */
export function ImageField({ items, onChange, onRejected, disabled, required, ...control }: Props) {
  const { t } = useTranslation('advertiser');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const picking = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // After a move the same button of the moved photo keeps the focus (its twin when it reached an end).
  const [refocus, setRefocus] = useState<{ key: string; move: Move } | null>(null);

  const newFiles = useMemo(() => items.flatMap((i) => (i.kind === 'new' ? [i.file] : [])), [items]);
  const urls = useMemo(() => new Map(newFiles.map((f) => [f, objectUrl(f)])), [newFiles]);
  useEffect(() => () => urls.forEach((url) => url && typeof URL.revokeObjectURL === 'function' && URL.revokeObjectURL(url)), [urls]);

  useLayoutEffect(() => {
    if (!refocus || !listRef.current) return;
    const photo = Array.from(listRef.current.children).find((li) => (li as HTMLElement).dataset.photo === refocus.key);
    const of = (move: Move) => photo?.querySelector<HTMLButtonElement>(`[data-move="${move}"]`) ?? null;
    const target = of(refocus.move);
    (target && !target.disabled ? target : of(refocus.move === 'left' ? 'right' : 'left'))?.focus();
    setRefocus(null);
  }, [refocus]);

  const nameOf = (item: PhotoItem) => (item.kind === 'new' ? item.file.name : t('form.currentImageName', { index: item.index + 1 }));

  const move = (from: number, to: number, how?: Move) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = movePhoto(items, from, to);
    onChange(next);
    const name = nameOf(items[from]);
    setAnnouncement(to === 0 ? t('form.photoIsCover', { name }) : t('form.photoMoved', { name, position: to + 1, count: items.length }));
    if (how) setRefocus({ key: keyOf(items[from]), move: how });
  };

  const remove = (index: number) => {
    const name = nameOf(items[index]);
    const next = items.filter((_, j) => j !== index);
    onChange(next);
    setAnnouncement(index === 0 && next.length ? t('form.photoRemovedCover', { name, cover: nameOf(next[0]) }) : t('form.photoRemoved', { name }));
    // The focus goes to the next photo's remove button, else the picker.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]');
      const target = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (target ?? inputRef.current)?.focus();
    });
  };

  const drop = (e: DragEvent, to: number) => {
    e.preventDefault();
    const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
    setDragging(null);
    setOver(null);
    if (Number.isInteger(from)) move(from, to);
  };

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
            latest.current = [...latest.current, ...good.map((file): PhotoItem => ({ kind: 'new', file }))];
            onChange(latest.current);
          });
        }}
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="photo-announcement">
        {announcement}
      </div>
      {items.length ? (
        <ul ref={listRef} className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={t('form.chosenImages')}>
          {items.map((item, i) => {
            const key = keyOf(item);
            const name = nameOf(item);
            const src = item.kind === 'new' ? urls.get(item.file) || ERROR_IMAGE : item.url;
            return (
              <li
                key={key}
                data-photo={key}
                className="border rounded p-1 bg-white"
                style={{
                  width: THUMB + 10,
                  outline: over === i && dragging !== null && dragging !== i ? '3px dashed #0d47a1' : undefined,
                  opacity: dragging === i ? 0.5 : undefined,
                }}
                draggable={!disabled}
                onDragStart={(e) => {
                  setDragging(i);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(i));
                }}
                onDragEnter={() => setOver(i)}
                onDragOver={(e) => {
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(e) => drop(e, i)}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
              >
                <div className="position-relative" style={{ width: THUMB, height: THUMB }}>
                  {item.kind === 'new' ? (
                    <img
                      src={src}
                      alt={t('form.thumbnailAlt', { name })}
                      width={THUMB}
                      height={THUMB}
                      className="object-fit-cover rounded d-block"
                      style={{ width: THUMB, height: THUMB }}
                      draggable={false}
                    />
                  ) : (
                    <RemoteImage
                      src={src}
                      alt={t('form.currentImageAlt', { index: item.index + 1 })}
                      width={THUMB}
                      height={THUMB}
                      className="object-fit-cover rounded d-block"
                      draggable={false}
                    />
                  )}
                  {i === 0 ? <span className="badge text-bg-dark position-absolute top-0 start-0 m-1">{t('form.cover')}</span> : null}
                </div>
                <div className="d-flex justify-content-between mt-1" style={{ height: 32 }}>
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    className="py-0 px-2"
                    data-move="left"
                    disabled={disabled || i === 0}
                    aria-label={t('form.moveLeft', { name })}
                    title={t('form.moveLeft', { name })}
                    onClick={() => move(i, i - 1, 'left')}
                  >
                    <span aria-hidden="true">←</span>
                  </Button>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    className="py-0 px-2"
                    data-remove=""
                    disabled={disabled}
                    aria-label={t('form.removeImage', { name })}
                    title={t('form.removeImage', { name })}
                    onClick={() => remove(i)}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    className="py-0 px-2"
                    data-move="right"
                    disabled={disabled || i === items.length - 1}
                    aria-label={t('form.moveRight', { name })}
                    title={t('form.moveRight', { name })}
                    onClick={() => move(i, i + 1, 'right')}
                  >
                    <span aria-hidden="true">→</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
