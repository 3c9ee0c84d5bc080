export { BusinessPhoneInput, DocumentInput, MaskedInput, PhoneInput, ZipcodeInput } from './masked-input';
export type { MaskedInputProps } from './masked-input';
