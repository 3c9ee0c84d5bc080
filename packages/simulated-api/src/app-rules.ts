/**
 * The one seam between the simulated API and the app: the pure rule modules the app's screens
 * apply, which the simulated API must enforce in the same way (a form and the server it talks to
 * never disagree on a limit, a CPF or a search word). Every other file of the package imports
 * them from here, and this file imports nothing else from the app (eslint.config.js holds both).
 * Each of these modules is plain TypeScript with no React, router or store.
 */
export { fitVerdict, longerModels } from '@/lib/fit-verdict';
export { foldText } from '@/lib/format';
export { openStoreDatabase } from '@/lib/indexed-db';
export { countInvoices } from '@/features/manager/invoice-rules';
export type { ProductFields } from '@/lib/product-fields';
export { formulaCode, productTexts, startsAsFormula, type ProductTextField } from '@/features/adm-products/product-rules';
export { foldSearchText, searchWords, singularWord } from '@/lib/search-words';
export { storageKeys } from '@/lib/storage-keys';
export {
  contactKind,
  cpfWithCheckDigits,
  dueDateProblem,
  IMAGE_SIGNATURE_BYTES,
  imageKindOf,
  isAcceptablePassword,
  isEmail,
  isFullName,
  isUf,
  isValidBusinessPhone,
  isValidCpfOrCnpj,
  isValidPhone,
  isValidPrice,
  isValidQuantity,
  leadingBytes,
  LIMITS,
  TEXT_MAX,
  todayIso,
  wholeNumber,
  type ImageKind,
  type PasswordLevel,
} from '@/lib/validation';
