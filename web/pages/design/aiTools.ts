import type { TKey } from '../../i18n';

/**
 * The design hub's row of AI image tools (spec 02 §2: "from a page-supplied
 * list"): each opens the main site's tool with the logo.
 */
export interface AiTool {
  id: 'background' | 'poster' | 'product' | 'upscale' | 'logo-3d';
  label: TKey;
  /** Colours of the tool's badge. */
  from: string;
  to: string;
}

export const AI_TOOLS: readonly AiTool[] = [
  { id: 'logo-3d', label: 'design.ai.logo-3d', from: '#7A5AF8', to: '#4384F5' },
  { id: 'poster', label: 'design.ai.poster', from: '#F04438', to: '#F79009' },
  { id: 'product', label: 'design.ai.product', from: '#12B76A', to: '#0BA5EC' },
  { id: 'background', label: 'design.ai.background', from: '#2E90FA', to: '#53B1FD' },
  { id: 'upscale', label: 'design.ai.upscale', from: '#EE46BC', to: '#7A5AF8' },
];
