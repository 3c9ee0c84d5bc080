export { BusinessPhoneInput, DocumentInput, PhoneInput, ZipcodeInput } from './masked-input';
