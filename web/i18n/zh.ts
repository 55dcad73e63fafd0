import antd from 'antd/es/locale/zh_CN';
import messages from './zh.json';

/** The Chinese site's language, one chunk loaded before the first render: the area's messages and antd's own texts. */
export default { messages, antd };
