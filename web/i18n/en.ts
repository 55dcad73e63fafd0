import antd from 'antd/es/locale/en_US';
import messages from './en.json';

/** The English site's language, one chunk loaded before the first render: the area's messages and antd's own texts. */
export default { messages, antd };
