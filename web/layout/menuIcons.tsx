import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BgColorsOutlined,
  DownloadOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FilePptOutlined,
  FundProjectionScreenOutlined,
  BookOutlined,
  HighlightOutlined,
  IdcardOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  SmileOutlined,
  QuestionCircleOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import type { MenuEntryId } from './menu';

/** Icon of each menu entry (kept apart from menu.ts so the table stays plain data). */
export const MENU_ICONS: Record<MenuEntryId, ComponentType> = {
  download: DownloadOutlined,
  icons: SmileOutlined,
  designerFix: HighlightOutlined,
  brandIdentity: BgColorsOutlined,
  brand: RocketOutlined,
  design: AppstoreOutlined,
  mockups: PictureOutlined,
  social: ShareAltOutlined,
  animate: PlaySquareOutlined,
  businessCard: IdcardOutlined,
  brandPpt: FundProjectionScreenOutlined,
  word: FileWordOutlined,
  ppt: FilePptOutlined,
  portal: BookOutlined,
  invoice: FileTextOutlined,
  trademark: SafetyCertificateOutlined,
  help: QuestionCircleOutlined,
  adminInvoices: AuditOutlined,
};
