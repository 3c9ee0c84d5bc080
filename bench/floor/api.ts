import axios from 'axios';

export interface HomeCard {
  url: string;
  image: string;
  description: string;
  value: number;
}
export interface Home {
  ads: Array<{ description: string; images: string[] }>;
  mostRecentItens: HomeCard[];
}

// eslint-disable-next-line no-restricted-syntax -- the floor is an app of its own, outside src/ and its config module.
export const api = axios.create({ baseURL: import.meta.env.VITE_API_URL, timeout: 15_000 });
export const EMPTY_HOME: Home = { ads: [], mostRecentItens: [] };
