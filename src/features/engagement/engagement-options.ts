import type { AnswerOption, EngagementStatus } from './api/engagement';

/** SOLD and CLOSED are final: those rows do not open the answer dialog. */
export function isAnswerable(status: EngagementStatus): boolean {
  return status !== 'SOLD' && status !== 'CLOSED';
}

/**
 * Options of the answer dialog by status: SEND_USER_DATA unless already CONTACTED, SOLD_CAR_PART
 * only when CONTACTED, NO_NEGOTIATION always; SOLD and CLOSED rows cannot be answered.
 */
export function answerOptions(status: EngagementStatus): AnswerOption[] {
  if (!isAnswerable(status)) return [];
  const options: AnswerOption[] = [];
  if (status !== 'CONTACTED') options.push('SEND_USER_DATA');
  if (status === 'CONTACTED') options.push('SOLD_CAR_PART');
  options.push('NO_NEGOTIATION');
  return options;
}

/** The quantity selector shows only when selling and more than one unit was asked for. */
export function showsQuantity(option: AnswerOption | null, engagementQuantity: number): boolean {
  return option === 'SOLD_CAR_PART' && engagementQuantity > 1;
}

/** Keeps the sold quantity between 1 and what the buyer asked for, in whole steps. */
export function clampQuantity(value: number, max: number): number {
  const top = Math.max(1, Math.floor(max));
  if (!Number.isFinite(value)) return 1;
  return Math.min(top, Math.max(1, Math.round(value)));
}
