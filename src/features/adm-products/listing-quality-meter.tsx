import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingQuality } from '@/features/adm-products/listing-quality';

interface Props {
  quality: ListingQuality;
  /** The one-line form for a list card: a thinner bar and a smaller tip. */
  compact?: boolean;
  className?: string;
}

/** The bar's colour: red below 40, amber below 75, green from there (each with dark enough text on the page). */
function toneOf(score: number): { bar: string; text: string } {
  if (score < 40) return { bar: '#dc3545', text: 'text-danger-emphasis' };
  if (score < 75) return { bar: '#d39e00', text: 'text-warning-emphasis' };
  return { bar: '#198754', text: 'text-success-emphasis' };
}

/**
 * 'Qualidade do anúncio' as a meter from 0 to 100, with the score in numbers and one tip, the
 * improvement worth most (or a note that the listing is complete). The tip is plain text.
 */
export function ListingQualityMeter({ quality, compact, className = '' }: Props) {
  const { t } = useTranslation('advertiser');
  const id = useId();
  const labelId = `${id}-label`;
  const tipId = `${id}-tip`;
  const { score } = quality;
  const tip = quality.tips[0];
  const tone = toneOf(score);
  return (
    <div className={`listing-quality ${className}`} data-testid="listing-quality">
      <div className={`d-flex justify-content-between align-items-baseline gap-2 ${compact ? 'small' : ''}`}>
        {compact ? (
          // A card is as narrow as 170 px: the short label fits whole; the meter keeps the full name.
          <span id={labelId} className="text-body-secondary text-nowrap">
            <span aria-hidden="true">{t('quality.labelShort')}</span>
            <span className="visually-hidden">{t('quality.label')}</span>
          </span>
        ) : (
          <span id={labelId} className="fw-semibold">
            {t('quality.label')}
          </span>
        )}
        <span className={`fw-semibold ${tone.text}`} aria-hidden="true">
          {t('quality.score', { score })}
        </span>
      </div>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={t('quality.valueText', { score })}
        aria-labelledby={labelId}
        aria-describedby={tipId}
        className="rounded-pill bg-body-secondary overflow-hidden border"
        style={{ height: compact ? 6 : 10 }}
      >
        <div className="h-100 rounded-pill" style={{ width: `${score}%`, background: tone.bar, transition: 'width .2s ease-out' }} />
      </div>
      <p id={tipId} className={`mb-0 mt-1 text-body-secondary ${compact ? 'small text-truncate' : 'small'}`} title={compact ? tipText(t, tip) : undefined}>
        {tipText(t, tip)}
      </p>
    </div>
  );
}

function tipText(t: (key: string) => string, tip: ListingQuality['tips'][number] | undefined): string {
  return tip ? t(`quality.tips.${tip}`) : t('quality.complete');
}
