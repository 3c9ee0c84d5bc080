import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { CarIcon } from '@/components/garage/car-icon';
import { VehiclePartsLink } from '@/components/garage/vehicle-parts-link';
import { toast } from '@/components/toast/toast-store';
import { pageTitle } from '@/lib/page-title';
import { garage } from './garage-edit';
import { GARAGE_LIMIT, useGarage, vehicleName, type Vehicle } from '@/stores/garage';
import { VehicleForm } from './vehicle-form';

const LIST_TITLE = 'garage-list-title';
const FORM_TITLE = 'garage-form-title';
const FULL_NOTICE = 'garage-full';
const nameId = (v: Vehicle) => `garage-vehicle-${v.id}`;
const fullName = (v: Vehicle) => `${v.make} ${vehicleName(v)}`;

interface ItemProps {
  vehicle: Vehicle;
  active: boolean;
  onActivate: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

function VehicleItem({ vehicle, active, onActivate, onEdit, onRemove }: ItemProps) {
  const { t } = useTranslation('garage');
  const name = fullName(vehicle);
  return (
    <li className={`bg-white border rounded p-3 ${active ? 'border-primary border-2' : ''}`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="text-primary">
          <CarIcon size={22} />
        </span>
        <h3 id={nameId(vehicle)} className="h6 mb-0" tabIndex={-1}>
          {name}
        </h3>
        {active ? <span className="badge text-bg-success">{t('active')}</span> : null}
      </div>
      {active ? <VehiclePartsLink className="btn-sm mb-2" /> : null}
      <div className="d-flex flex-wrap gap-2">
        {active ? null : (
          <button type="button" className="btn btn-sm btn-primary" aria-label={t('setActiveLabel', { vehicle: name })} onClick={onActivate}>
            {t('setActive')}
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('editLabel', { vehicle: name })} onClick={onEdit}>
          {t('edit')}
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('removeLabel', { vehicle: name })} onClick={onRemove}>
          {t('remove')}
        </button>
      </div>
    </li>
  );
}

/** /garage: the buyer's vehicles (up to 5, one active), kept in this browser; add, edit, remove, choose the active one. */
export function GaragePage() {
  const { t } = useTranslation('garage');
  const { vehicles, activeId } = useGarage();
  const [editingId, setEditingId] = useState<string | null>(null);
  // The vehicle of the removal dialog stays while the dialog fades out.
  const [removing, setRemoving] = useState<Vehicle | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Where focus goes once the list has re-rendered (the pressed button may be gone).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const editing = vehicles.find((v) => v.id === editingId) ?? null;
  const full = vehicles.length >= GARAGE_LIMIT;

  const activate = (v: Vehicle) => {
    garage.setActive(v.id);
    focusNext.current = nameId(v);
    toast.success(t('activated', { vehicle: vehicleName(v) }));
  };
  const finishEditing = () => {
    // After an edit, back to the vehicle; after the add that fills the garage, to the notice that replaces the form.
    if (editing) focusNext.current = nameId(editing);
    else if (vehicles.length + 1 >= GARAGE_LIMIT) focusNext.current = FULL_NOTICE;
    setEditingId(null);
  };
  const remove = (v: Vehicle) => {
    garage.remove(v.id);
    if (editingId === v.id) setEditingId(null);
    setConfirming(false);
    toast.success(t('removed', { vehicle: vehicleName(v) }));
  };

  return (
    <>
      <title>{pageTitle(t('documentTitle'))}</title>
      <h1 className="h3 mb-2">{t('heading')}</h1>
      <p className="text-body-secondary mb-4">{t('intro', { limit: GARAGE_LIMIT })}</p>
      <div className="row g-4">
        <section className="col-12 col-lg-7" aria-labelledby={LIST_TITLE}>
          <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
            <h2 id={LIST_TITLE} className="h5 mb-0" tabIndex={-1}>
              {t('list')}
            </h2>
            <span className="small text-body-secondary">{t('count', { count: vehicles.length, limit: GARAGE_LIMIT })}</span>
          </div>
          {vehicles.length ? (
            <ul className="list-unstyled d-flex flex-column gap-2 mb-0" aria-labelledby={LIST_TITLE}>
              {vehicles.map((v) => (
                <VehicleItem
                  key={v.id}
                  vehicle={v}
                  active={v.id === activeId}
                  onActivate={() => activate(v)}
                  onEdit={() => setEditingId(v.id)}
                  onRemove={() => {
                    setRemoving(v);
                    setConfirming(true);
                  }}
                />
              ))}
            </ul>
          ) : (
            <p className="bg-white border rounded p-3 mb-0">{t('empty')}</p>
          )}
        </section>
        <section className="col-12 col-lg-5" aria-labelledby={FORM_TITLE}>
          <h2 id={FORM_TITLE} className="h5 mb-2">
            {editing ? t('form.editTitle', { vehicle: vehicleName(editing) }) : t('form.addTitle')}
          </h2>
          {full && !editing ? (
            <p id={FULL_NOTICE} className="bg-white border rounded p-3 mb-0" tabIndex={-1}>
              {t('full', { limit: GARAGE_LIMIT })}
            </p>
          ) : (
            <VehicleForm key={editing?.id ?? 'new'} editing={editing} titleId={FORM_TITLE} onDone={finishEditing} />
          )}
        </section>
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('removeTitle')}
        confirmLabel={t('remove')}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setConfirming(false)}
        // The removed vehicle's button is gone: once the dialog has closed, focus goes to the list.
        onExited={() => {
          if (!vehicles.some((v) => v.id === removing?.id)) document.getElementById(LIST_TITLE)?.focus();
        }}
      >
        {removing ? t('removeConfirm', { vehicle: fullName(removing) }) : null}
      </ConfirmDialog>
    </>
  );
}
