import type { TProof } from '../../core/proof';
import {
  ZUbrandAccountInfoResponse,
  ZUbrandAccountResponse,
  ZUbrandAssetInfoResponse,
  ZUbrandAssetResponse,
  ZUbrandBrandInfoResponse,
  ZUbrandBrandResponse,
  ZUbrandSendCodeResponse,
} from '../../core/ubrand';
import { apiRequest } from './client';

/** The seven partner-activation calls of spec 02 §7, answers checked by the core schemas. */

const API = '/api/crosssite/ubrand';
type Contact = { email: string; mobile: string };
const q = (o: Record<string, string | number>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

export const ubrandApi = {
  sendCode: (body: Contact & { logo_id: number; proof?: TProof }) => apiRequest(`${API}/create/account`, ZUbrandSendCodeResponse, { method: 'POST', body }),
  validate: (body: Contact & { code: string; logo_id: number }) =>
    apiRequest(`${API}/create/account/validate`, ZUbrandAccountResponse, { method: 'POST', body }),
  createBrand: (body: { logo_id: number; logo_name: string; ubrand_user_id: number }) =>
    apiRequest(`${API}/create/brand`, ZUbrandBrandResponse, { method: 'POST', body }),
  syncLogo: (body: { brand_id: number; logo_id: number; ubrand_user_id: number }) =>
    apiRequest(`${API}/sync/logo`, ZUbrandAssetResponse, { method: 'POST', body }),
  brandInfo: (logoId: number) => apiRequest(`${API}/brand/info?${q({ logo_id: logoId })}`, ZUbrandBrandInfoResponse),
  assetInfo: (brandId: number, logoId: number) =>
    apiRequest(`${API}/asset/info?${q({ brand_id: brandId, logo_id: logoId })}`, ZUbrandAssetInfoResponse),
  accountInfo: (contact: Contact, logoId: number) =>
    apiRequest(`${API}/account/info?${q({ ...contact, logo_id: logoId })}`, ZUbrandAccountInfoResponse),
};
