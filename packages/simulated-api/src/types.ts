import type { ProductFields } from './app-rules';

/** Tables of the simulated API's database. Shapes are the server's, not the contract's replies. */
export type Role = 'buyer' | 'subscriber' | 'manager';
type PlanName = 'Free' | 'Basic' | 'Standard' | 'Premium';
export type Frequency = 'monthly' | 'semiannual' | 'annual';
type SubscriptionStatus = 'WAITING' | 'ACTIVATED' | 'CANCELLED';
export type EngagementStatus = 'OPENED' | 'VIEWED' | 'CONTACTED' | 'SOLD' | 'CLOSED';
export type ContactPreference = 'WHATSAPP' | 'CALL' | 'EMAIL';

export interface UserProfile {
  trade_name: string;
  business: string;
  document: string;
  zipcode: string;
  address: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
}

export interface User {
  id: number;
  name: string;
  phone: string;
  email: string;
  password: string;
  role: Role;
  image: string;
  profile: UserProfile;
  createdAt: string;
  /** Passwords used before (PASSWORD_UNAVAILABLE on reuse). */
  oldPasswords: string[];
}

export interface Product extends ProductFields {
  id: number;
  uuid: string;
  url: string;
  ownerId: number;
  images: string[];
  category: string;
  compatibility: string;
  informations: string;
  views: number;
  rate: number;
  createdAt: string;
  /** A paused part is hidden from the public site; absent means active (the seed sets none). */
  status?: ProductStatus;
}

/** A listing's state: the advertiser pauses it to hide it from the site and reactivates it later. */
export type ProductStatus = 'ACTIVE' | 'PAUSED';

export interface Engagement {
  id: number;
  productId: number;
  buyerId: number;
  status: EngagementStatus;
  date: string;
  quantity: number;
  contactPreference: ContactPreference;
}

export interface Plan {
  id: number;
  name: PlanName;
  highlight: boolean;
  free: boolean;
  monthly: number;
  semiannual: number;
  annual: number;
  monthly_discount: number;
  semiannual_discount: number;
  annual_discount: number;
  monthly_description: string;
  semiannual_description: string;
  annual_description: string;
  description: string;
  /** Maximum parts (null = unlimited). */
  max: number | null;
  maxImages: number | null;
}

export interface AdsPlan {
  id: number;
  name: string;
  description: string;
  cost: number;
  days: number;
  highlight: boolean;
}

export interface Subscription {
  id: number;
  userId: number;
  kind: 'plan' | 'ads';
  planId: number;
  frequency: Frequency | 'days';
  status: SubscriptionStatus;
  createdAt: string;
  expires: string;
  /** '' for a free plan: nothing was paid, by bank slip or otherwise. */
  payment_method: 'bank_slip' | '';
  amount: number;
  discount: number;
  email: string;
  identification: string;
  /**
   * Bank-slip billing status, the same number on the subscription and its order:
   * null = no slip registered yet; 0 = slip registered, not sent (send button danger);
   * 1 = registered, sending failed / to be resent; 2 = sent to the payer, awaiting payment
   * (adds 'register payment'); 3 = paid (no buttons); 4 = slip cancelled; 5 = slip expired.
   * Simulated API: create -> 0, send -> 2, cancel -> 4, register payment -> 3 and the
   * subscription becomes ACTIVATED (its order PAID).
   */
  bi_status: number | null;
  payment_order_id: number;
  cancelReason?: string;
}

export interface BankSlip {
  due_date: string;
  barcode: string;
  our_number: string;
  amount: number;
  fileName: string;
  url: string;
  state: 'created' | 'sent' | 'paid' | 'cancelled';
}

export interface PaymentOrder {
  id: number;
  subscriptionId: number;
  userId: number;
  status: 'WAITING' | 'SENT' | 'PAID' | 'CANCELLED';
  amount: number;
  description: string;
  /** '' for a free plan: nothing was paid, by bank slip or otherwise. */
  payment_method: 'bank_slip' | '';
  expires: string;
  createdAt: string;
  bankSlip: BankSlip | null;
  cancelReason?: string;
  /** When the payment was registered; orders paid before the field existed have none. */
  paidAt?: string;
}

export interface Banner {
  id: number;
  ownerId: number;
  productUuid: string;
  description: string;
  show_description: boolean;
  images: string[];
  due_date: string;
  createdAt: string;
}

/** A special-offer card of the home: a text and a picture that open one product. */
export interface Offer {
  id: number;
  productUuid: string;
  text: string;
  image: string;
}

export interface VerificationCode {
  key: string;
  code: string;
  purpose: 'signup' | 'recovery' | 'profile';
  sentAt: number;
  expiresAt: number;
  /** Data held until the code is confirmed (a pending signup or profile change). */
  payload?: Record<string, string>;
}

export interface Session {
  jti: string;
  userId: number;
  exp: number;
}

interface StoredImage {
  id: string;
  type: string;
  dataUrl: string;
}

export interface DbState {
  version: number;
  seq: number;
  users: User[];
  products: Product[];
  engagements: Engagement[];
  plans: Plan[];
  adsPlans: AdsPlan[];
  subscriptions: Subscription[];
  paymentOrders: PaymentOrder[];
  banners: Banner[];
  offers: Offer[];
  codes: VerificationCode[];
  sessions: Session[];
  images: StoredImage[];
  /** Phones and e-mails that may not be used (SIGNUP_PHONE_BLOCKED / SIGNUP_EMAIL_BLOCKED). */
  blocked: string[];
}
