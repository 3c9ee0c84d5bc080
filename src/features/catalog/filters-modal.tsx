import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { MorePartsData, SelectedFilters } from '@/api/catalog';
import { DialogHeader } from '@/components/feedback/dialog-header';
import { FilterGroups } from './filter-groups';

interface Props {
  show: boolean;
  onHide: () => void;
  filters: MorePartsData['filters'];
  selected: SelectedFilters;
  onToggle: (name: string, value: string) => void;
  onClear: (() => void) | null;
}

/** The filters as a dialog on phones and tablets (full screen on phones); loaded when first opened. */
export function FiltersModal({ show, onHide, filters, selected, onToggle, onClear }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <Modal show={show} onHide={onHide} fullscreen="sm-down" scrollable aria-labelledby="filters-modal-title">
      <DialogHeader id="filters-modal-title">{t('moreParts.filtersTitle')}</DialogHeader>
      <Modal.Body>
        <FilterGroups filters={filters} selected={selected} onToggle={onToggle} idPrefix="filter-modal" />
      </Modal.Body>
      <Modal.Footer>
        {onClear ? (
          <Button variant="outline-secondary" onClick={onClear}>
            {t('moreParts.clear')}
          </Button>
        ) : null}
        <Button onClick={onHide}>{t('moreParts.showResults')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
