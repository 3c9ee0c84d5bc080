import { useTranslation } from 'react-i18next';
import { cutText } from '@/lib/format';

interface Row {
  part_name: string;
  engagement: number;
}

const BAR_HEIGHT = 22;
const GAP = 10;
const LABEL_WIDTH = 180;
const WIDTH = 480;

/** A small horizontal bar chart in plain SVG: interest per part, the busiest first. */
export function InterestChart({ rows, max = 6 }: { rows: Row[]; max?: number }) {
  const { t } = useTranslation('advertiser');
  const top = rows.slice(0, max);
  if (top.length === 0) return null;
  const peak = Math.max(...top.map((r) => r.engagement), 1);
  const height = top.length * (BAR_HEIGHT + GAP);
  const barSpace = WIDTH - LABEL_WIDTH - 40;
  const summary = top.map((r) => `${r.part_name}: ${r.engagement}`).join('; ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH, height: 'auto' }}
      role="img"
      aria-label={t('dashboard.interestChart', { summary })}
      className="interest-chart d-block"
    >
      {top.map((r, i) => {
        const y = i * (BAR_HEIGHT + GAP);
        const w = Math.max(4, Math.round((r.engagement / peak) * barSpace));
        return (
          <g key={`${r.part_name}-${i}`}>
            <text x={0} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" fontSize={12} fill="#212529">
              {cutText(r.part_name, 26)}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={w} height={BAR_HEIGHT} rx={4} fill="#0d6efd" />
            <text x={LABEL_WIDTH + w + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" fontSize={12} fontWeight={600} fill="#212529">
              {r.engagement}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
