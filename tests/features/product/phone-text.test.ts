import { describe, expect, it } from 'vitest';
import { phoneText } from '@/features/product/contact-actions';
import { formatPhone } from '@/lib/validation';

describe("the advertiser's phone on the product page", () => {
  it('is shown in the one format every phone field and list uses', () => {
    expect(phoneText({ phoneCode: '11', phoneNumber: '98765-4321' })).toBe('(11) 9-8765-4321');
    expect(phoneText({ phoneCode: '11', phoneNumber: '98765-4321' })).toBe(formatPhone('11987654321'));
    expect(phoneText({ phoneCode: '21', phoneNumber: '987654321' })).toBe('(21) 9-8765-4321');
  });

  it('keeps a landline and a 0800 number in their own shape', () => {
    expect(phoneText({ phoneCode: '11', phoneNumber: '3333-4444' })).toBe('(11) 3333-4444');
    expect(phoneText({ phoneCode: '', phoneNumber: '0800 123 4567' })).toBe('0800-123-4567');
  });
});
