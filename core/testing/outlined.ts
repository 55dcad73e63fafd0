import type { TOutlinedDesign } from '../design';

/**
 * An outlined design built by hand for the core's tests (the core has no
 * fonts): a two-shape icon above a box standing in for the name, brown and
 * caramel on cream. Tests of the real demo logos live on the server.
 */
export function handOutlined(over: Partial<TOutlinedDesign> = {}): TOutlinedDesign {
  return {
    width: 800,
    height: 600,
    background: '#F6EFE6',
    layout: 'icon-top',
    icon: {
      viewBox: [100, 100],
      shapes: [
        { d: 'M0 0L100 0L100 50L0 50Z', fill: '#3B2A20' },
        { d: 'M0 60L100 60L100 100L0 100Z', fill: '#C8873A' },
      ],
    },
    iconSize: 100,
    name: { d: 'M0 0L400 0L400 60L0 60Z', width: 400, height: 60, color: '#3B2A20' },
    colors: ['#3B2A20', '#C8873A', '#F6EFE6'],
    ...over,
  };
}
