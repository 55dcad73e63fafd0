import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';

/** The icon of each status a notice or a result says (Alert.tsx, Result.tsx): antd's filled circles. */
export const STATUS_ICONS = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
} as const;

export type Status = keyof typeof STATUS_ICONS;
