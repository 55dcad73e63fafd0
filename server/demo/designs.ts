import type { TDesignInput } from '../../core/design';
import { coffeeCup, flask, gem, mountainSeal, peaks, pixelTulip, splitLeaf, summitBadge } from './icons';

/**
 * The demo logos (keyed by logo id) the local product runs with: real,
 * distinct designs, each with its own icon, palette and font pairing, so the
 * download area, its renders and its tests look at something a customer would
 * actually buy. Deterministic: no randomness, no dates.
 */

const canvas = { width: 800, height: 600 } as const;

export const DEMO_DESIGNS: Record<number, TDesignInput> = {
  1001: {
    ...canvas,
    background: '#F6EFE6',
    layout: 'icon-top',
    icon: coffeeCup('#3B2A20', '#C8873A'),
    iconSize: 170,
    name: { text: 'Northwind Coffee', font: 'montserrat-800', color: '#3B2A20', size: 50, letterSpacing: 0.06, uppercase: true },
    slogan: { text: 'Roasted with care', font: 'playfair-700', color: '#A8672C', size: 30, letterSpacing: 0.01 },
    colors: ['#3B2A20', '#C8873A', '#F6EFE6'],
  },
  1002: {
    ...canvas,
    background: '#FFFFFF',
    layout: 'icon-left',
    icon: splitLeaf('#1F6B4A', '#6CC070', '#F2C14E'),
    iconSize: 150,
    name: { text: 'Brightleaf Studio', font: 'inter-700', color: '#173D2E', size: 64, letterSpacing: -0.02 },
    slogan: { text: 'Design that grows', font: 'inter-400', color: '#3C7A5B', size: 28, letterSpacing: 0.02 },
    colors: ['#1F6B4A', '#6CC070', '#F2C14E', '#173D2E'],
  },
  1003: {
    ...canvas,
    background: '#111827',
    layout: 'icon-top',
    icon: peaks('#FF6B35', '#FFE7D6', '#FFA36C'),
    iconSize: 140,
    name: { text: 'Peak Fitness', font: 'montserrat-800', color: '#F9FAFB', size: 64, letterSpacing: 0.08, uppercase: true },
    slogan: { text: 'Stronger every day', font: 'montserrat-500', color: '#FF8A5B', size: 22, letterSpacing: 0.32, uppercase: true },
    colors: ['#111827', '#FF6B35', '#FFA36C', '#F9FAFB'],
  },
  1004: {
    ...canvas,
    background: '#16131C',
    layout: 'icon-top',
    icon: gem('#F3DD9B', '#D4AF37', '#A8842A'),
    iconSize: 130,
    name: { text: 'Aurora Jewels', font: 'playfair-700', color: '#EAD9A4', size: 72, letterSpacing: 0.04 },
    colors: ['#16131C', '#D4AF37', '#EAD9A4'],
  },
  1005: {
    ...canvas,
    background: '#FFFFFF',
    layout: 'icon-left',
    icon: flask('#0B2545', '#1A9BD7', '#4FD1E0'),
    iconSize: 150,
    name: { text: 'Bluewave Labs', font: 'inter-700', color: '#0B2545', size: 70, letterSpacing: -0.01 },
    slogan: { text: 'Science in motion', font: 'inter-400', color: '#1A7FB5', size: 26, letterSpacing: 0.12, uppercase: true },
    colors: ['#0B2545', '#1A9BD7', '#4FD1E0'],
  },
  1006: {
    ...canvas,
    background: '#23422F',
    layout: 'text-only',
    iconSize: 160,
    name: { text: 'Kettle & Co', font: 'pacifico-400', color: '#F3E9D2', size: 96 },
    slogan: { text: 'Tea house since 1998', font: 'montserrat-500', color: '#C9A66B', size: 22, letterSpacing: 0.3, uppercase: true },
    colors: ['#23422F', '#C9A66B', '#F3E9D2'],
  },
  1007: {
    ...canvas,
    background: '#F7F5F0',
    layout: 'icon-left',
    icon: summitBadge('#12284C', '#3E7CB1', '#E3A72F'),
    iconSize: 150,
    name: { text: 'Summit Ventures', font: 'montserrat-800', color: '#12284C', size: 60, letterSpacing: 0.01 },
    slogan: { text: 'Capital for builders', font: 'montserrat-500', color: '#3E7CB1', size: 26, letterSpacing: 0.06 },
    colors: ['#12284C', '#3E7CB1', '#E3A72F'],
  },
  1008: {
    ...canvas,
    background: '#FFF7EC',
    layout: 'icon-top',
    icon: pixelTulip({ p: '#FF5C8A', q: '#FF9DBB', g: '#2BB673', l: '#2BB673' }),
    iconSize: 150,
    name: { text: 'Pixel Garden', font: 'montserrat-800', color: '#3D2C8D', size: 64 },
    slogan: { text: 'Playful digital goods', font: 'inter-400', color: '#6B5CA5', size: 26, letterSpacing: 0.04 },
    colors: ['#3D2C8D', '#FF5C8A', '#2BB673', '#FFC93C'],
  },
  1009: {
    ...canvas,
    background: '#F4EFE3',
    layout: 'icon-left',
    icon: mountainSeal('#B83A2E'),
    iconSize: 150,
    name: { text: '青山茶舍', font: 'noto-sans-sc-700', color: '#1F3A32', size: 76, letterSpacing: 0.12 },
    slogan: { text: '一杯好茶 一份心意', font: 'noto-sans-sc-400', color: '#5E7A6B', size: 26, letterSpacing: 0.3 },
    colors: ['#1F3A32', '#B83A2E', '#8BA888'],
  },
  1010: {
    ...canvas,
    background: '#F0FDFA',
    layout: 'icon-left',
    icon: splitLeaf('#0F766E', '#2DD4BF', '#F59E0B'),
    iconSize: 140,
    name: { text: 'Harbor & Pine', font: 'playfair-700', color: '#134E4A', size: 68 },
    slogan: { text: 'Coastal home goods', font: 'inter-400', color: '#0F766E', size: 24, letterSpacing: 0.06 },
    colors: ['#134E4A', '#0F766E', '#2DD4BF', '#F59E0B'],
  },
  1011: {
    ...canvas,
    background: '#FFF1F2',
    layout: 'icon-top',
    icon: coffeeCup('#9F1239', '#FB7185'),
    iconSize: 150,
    name: { text: '云朵烘焙', font: 'zcool-kuaile-400', color: '#881337', size: 80, letterSpacing: 0.1 },
    slogan: { text: '每天新鲜出炉', font: 'noto-sans-sc-400', color: '#BE123C', size: 26, letterSpacing: 0.3 },
    colors: ['#881337', '#FB7185', '#FDA4AF'],
  },
};

/** Ids of the demo logos, in order. */
export const DEMO_LOGO_IDS = Object.keys(DEMO_DESIGNS).map(Number);
