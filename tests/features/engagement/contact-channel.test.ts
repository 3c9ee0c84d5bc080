import { describe, expect, it } from 'vitest';
import { firstName, internationalPhone, telLink, whatsAppLink } from '@/features/engagement/contact-channel';

describe('contact channel links', () => {
  it('a Brazilian phone gains the country code; one that has it stays; anything else is no phone', () => {
    expect(internationalPhone('11987654321')).toBe('5511987654321');
    expect(internationalPhone('(11) 98765-4321')).toBe('5511987654321');
    expect(internationalPhone('1133224455')).toBe('551133224455');
    expect(internationalPhone('+55 11 98765-4321')).toBe('5511987654321');
    expect(internationalPhone('')).toBeNull();
    expect(internationalPhone(undefined)).toBeNull();
    expect(internationalPhone('98765-4321')).toBeNull();
    expect(internationalPhone('4411987654321')).toBeNull();
  });

  it('the WhatsApp link opens a chat with the greeting typed in', () => {
    expect(whatsAppLink('11987654321', 'Olá, Ana! Vi seu interesse na peça Farol & lanterna no PeçaJá.')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!%20Vi%20seu%20interesse%20na%20pe%C3%A7a%20Farol%20%26%20lanterna%20no%20Pe%C3%A7aJ%C3%A1.',
    );
    expect(whatsAppLink('', 'Olá')).toBeNull();
  });

  it('a call link and the first name of a greeting', () => {
    expect(telLink('11987654321')).toBe('tel:+5511987654321');
    expect(telLink('123')).toBeNull();
    expect(firstName('  Ana Ribeiro ')).toBe('Ana');
  });
});
