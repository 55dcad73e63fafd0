import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { camera, turn, type Screen, screen } from './shared';

/** A website's first screen in its own 1440 × 930 units: the header with the logo, a hero in the brand colour, three cards. */
function website(art: Art, scr: Screen): void {
  art.path(scr.rect(0, 0, 1440, 930), '{paper}');
  // Header: logo (placement), links, a call-to-action.
  for (const [i, x] of [760, 880, 1000, 1110].entries()) art.path(scr.rect(x, 64, i === 0 ? 70 : 84, 13, 6), '{ink}', 'fill-opacity="0.55"');
  art.path(scr.rect(1225, 44, 160, 52, 26), '{accent}');
  art.path(scr.rect(1262, 64, 86, 12, 6), '#FFFFFF', 'fill-opacity="0.9"');
  art.path(scr.rect(0, 140, 1440, 2), '{ink}', 'fill-opacity="0.12"');
  // Hero.
  art.path(scr.rect(0, 142, 1440, 508), '{brand}');
  art.path(scr.rect(0, 142, 1440, 508), art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.06], [1, '#000000', 0.12]]));
  art.path(scr.rect(1080, 142, 360, 508), '{brandDark}', 'fill-opacity="0.55"');
  art.path(scr.rect(0, 142, 300, 508), '{brandDark}', 'fill-opacity="0.3"');
  art.path(scr.rect(470, 468, 500, 18, 9), '{onBrand}', 'fill-opacity="0.75"');
  art.path(scr.rect(550, 502, 340, 14, 7), '{onBrand}', 'fill-opacity="0.5"');
  art.path(scr.rect(620, 550, 200, 56, 28), '{accent}');
  art.path(scr.rect(665, 572, 110, 12, 6), '#FFFFFF', 'fill-opacity="0.9"');
  // Cards.
  for (const x of [60, 510, 960]) {
    art.path(scr.rect(x, 690, 420, 226, 18), '#000000', 'fill-opacity="0.06"');
    art.path(scr.rect(x, 686, 420, 226, 18), '#FFFFFF');
    art.path(scr.rect(x, 686, 420, 130, 18), '{brandLight}');
    art.path(scr.rect(x + 165, 706, 90, 90, 45), '{accent}', 'fill-opacity="0.6"');
    art.path(scr.rect(x + 30, 842, 240, 14, 7), '#1F2328', 'fill-opacity="0.6"');
    art.path(scr.rect(x + 30, 872, 320, 10, 5), '#1F2328', 'fill-opacity="0.3"');
  }
}

/** An open laptop on a desk, turned a little, showing the brand's website in perspective. */
export function laptopWebsite(): Scene {
  const art = new Art();
  const cam = camera(22, 1150, 4300, 1150, 1130);
  // Wall in a pale tint of the brand, desk top in warm grey.
  const back = cam([0, 0, -520]);
  const horizon = back[1];
  art.fillAll(art.linear(0, 0, 2400, horizon, [[0, '{brandLight}'], [1, '{brandLight}']]));
  art.path(`M0 0H2400V${horizon}H0Z`, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.35], [0.6, '#FFFFFF', 0], [1, '#000000', 0.12]]));
  art.path(`M0 ${horizon}H2400V1800H0Z`, art.linear(0, horizon, 0, 1800, [[0, '#D9D3CA'], [0.25, '#E6E1DA'], [1, '#CFC8BE']]));
  art.path(`M0 ${horizon}H2400V1800H0Z`, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.25], [0.5, '#FFFFFF', 0], [1, '#000000', 0.1]]));
  art.path(`M0 ${horizon - 3}H2400V${horizon + 4}H0Z`, '#000000', 'fill-opacity="0.1"');

  // A plant in a pot behind, at the right.
  const pot = cam([300, 0, -300]);
  const px = pot[0];
  const py = pot[1];
  art.contactShadow(px + 30, py, 150, 26, 0.35);
  for (const [dx, h, lean, tone] of [[-40, 520, -160, '#3F6B45'], [10, 600, 30, '#2F5A38'], [50, 480, 170, '#4C7D50'], [-10, 440, -60, '#55895A'], [30, 400, 110, '#39663F']] as const) {
    const tx = px + dx + lean;
    const ty = py - 160 - h;
    art.path(`M${px + dx - 6} ${py - 150}C${px + dx - 30 + lean * 0.3} ${py - 150 - h * 0.5} ${tx - 70} ${ty + 120} ${tx} ${ty}C${tx + 60} ${ty + 140} ${px + dx + 30 + lean * 0.3} ${py - 150 - h * 0.5} ${px + dx + 6} ${py - 150}Z`, tone);
    art.path(`M${px + dx} ${py - 150}C${px + dx + lean * 0.3} ${py - 150 - h * 0.5} ${tx - 10} ${ty + 100} ${tx} ${ty}`, 'none', 'stroke="#1F3A24" stroke-opacity="0.35" stroke-width="3"');
  }
  art.path(`M${px - 130} ${py - 190}H${px + 130}L${px + 105} ${py - 6}C${px + 60} ${py + 8} ${px - 60} ${py + 8} ${px - 105} ${py - 6}Z`, art.linear(px - 130, 0, px + 130, 0, [[0, '#F4F1EC'], [0.35, '#E7E2DA'], [1, '#B5AEA4']]));
  art.path(ellipse(px, py - 190, 130, 22), '#CFC8BE');
  art.path(ellipse(px, py - 186, 112, 16), '#4A3628');

  // A notebook in the brand colour with a pen, at the front right.
  const N = turn(-24, 205, 150);
  const Q = (x: number, y: number, z: number) => cam(N([x, y, z]));
  art.shapeShadow(poly([Q(-78, 0, -108), Q(82, 0, -108), Q(86, 0, 112), Q(-76, 0, 112)]), { spread: 30, opacity: 0.3, dx: 24, dy: 8, steps: 8 });
  art.path(poly([Q(-74, 0, 105), Q(74, 0, 105), Q(74, 12, 105), Q(-74, 12, 105)]), '#E9E2D2');
  art.path(poly([Q(74, 0, -105), Q(74, 0, 105), Q(74, 12, 105), Q(74, 12, -105)]), '#D8CFBC');
  art.path(poly([Q(-74, 10, 105), Q(74, 10, 105), Q(74, 12, 105), Q(-74, 12, 105)]), '{brandDark}');
  art.path(poly([Q(-74, 12, -105), Q(74, 12, -105), Q(74, 12, 105), Q(-74, 12, 105)]), '{brand}');
  art.path(poly([Q(-74, 12, -105), Q(74, 12, -105), Q(74, 12, 105), Q(-74, 12, 105)]), art.linear(...Q(-74, 12, -105), ...Q(74, 12, 105), [[0, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0], [1, '#000000', 0.18]]));
  art.path(poly([Q(52, 12.2, -105), Q(60, 12.2, -105), Q(60, 12.2, 105), Q(52, 12.2, 105)]), '#000000', 'fill-opacity="0.35"');
  art.path(poly([Q(52, 0, 105), Q(60, 0, 105), Q(60, 12.2, 105), Q(52, 12.2, 105)]), '#000000', 'fill-opacity="0.45"');
  const pen = (t: number, y: number) => Q(-48 + t * 108, 12 + y, 62 - t * 140);
  art.path(`M${pen(0, 0).join(' ')}L${pen(1, 0).join(' ')}`, 'none', 'stroke="#000000" stroke-opacity="0.25" stroke-width="28" stroke-linecap="round" transform="translate(10 8)"');
  art.path(`M${pen(0, 5).join(' ')}L${pen(1, 5).join(' ')}`, 'none', 'stroke="#1C1D20" stroke-width="26" stroke-linecap="round"');
  art.path(`M${pen(0.02, 7).join(' ')}L${pen(0.98, 7).join(' ')}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="5" stroke-linecap="round"');
  art.path(`M${pen(0.78, 6).join(' ')}L${pen(0.98, 6).join(' ')}`, 'none', 'stroke="#C9A95F" stroke-width="26"');

  // The laptop: base 304 × 212 × 14 mm, the lid 205 mm tilted back 18°, all turned 22° on the desk.
  const T = turn(22, -30, 40);
  const P = (x: number, y: number, z: number) => cam(T([x, y, z]));
  const tilt = (18 * Math.PI) / 180;
  const lid = (u: number, v: number, back = 0) => P(u, 14 + v * Math.cos(tilt) - back * Math.sin(tilt), -106 - v * Math.sin(tilt) - back * Math.cos(tilt));
  // Shadows on the desk: wide and faint, then tight under the base.
  const foot = poly([P(-170, 0, -150), P(175, 0, -150), P(180, 0, 122), P(-168, 0, 122)]);
  art.shapeShadow(foot, { spread: 60, opacity: 0.28, dx: 40, dy: 16, steps: 10 });
  art.shapeShadow(poly([P(-154, 0, -108), P(154, 0, -108), P(154, 0, 108), P(-154, 0, 108)]), { spread: 10, opacity: 0.45, dx: 4, dy: 4, steps: 6 });
  // Lid: its thickness, the back rim, the black glass, the screen.
  art.path(poly([lid(-152, 0, 5), lid(-152, 205, 5), lid(-152, 205, 0), lid(-152, 0, 0)]), '#6E7278');
  art.path(poly([lid(-152, 205, 5), lid(152, 205, 5), lid(152, 205, 0), lid(-152, 205, 0)]), '#8D9197');
  art.path(poly([lid(-152, 0), lid(152, 0), lid(152, 205), lid(-152, 205)]), '#B9BDC3');
  art.path(poly([lid(-150, 1.5), lid(150, 1.5), lid(150, 203.5), lid(-150, 203.5)]), '#0B0B0C');
  const scr = screen([lid(-141, 196), lid(141, 196), lid(141, 13), lid(-141, 13)], 1440, 930);
  website(art, scr);
  art.logo();
  art.logo();
  // Glare on the glass, from the top left.
  const [g0, g2] = [lid(-150, 203), lid(150, 1.5)];
  art.path(poly([lid(-150, 1.5), lid(150, 1.5), lid(150, 203.5), lid(-150, 203.5)]), art.linear(g0[0], g0[1], g2[0], g2[1], [[0, '#FFFFFF', 0.14], [0.4, '#FFFFFF', 0.05], [0.41, '#FFFFFF', 0], [1, '#FFFFFF', 0]]));
  art.path(poly([lid(-141, 2.5), lid(141, 2.5), lid(141, 9), lid(-141, 9)]), '#151618');

  // Base: the side and front faces, the deck, keys, trackpad.
  art.path(poly([P(-152, 0, -106), P(-152, 0, 106), P(-152, 14, 106), P(-152, 14, -106)]), art.linear(...P(-152, 0, -106), ...P(-152, 0, 106), [[0, '#8C9096'], [1, '#A4A8AE']]));
  art.path(poly([P(-152, 0, 106), P(152, 0, 106), P(152, 14, 106), P(-152, 14, 106)]), art.linear(...P(-152, 0, 106), ...P(152, 0, 106), [[0, '#9EA2A8'], [1, '#7B7F85']]));
  const deck = poly([P(-152, 14, -106), P(152, 14, -106), P(152, 14, 106), P(-152, 14, 106)]);
  art.path(deck, art.linear(...P(-152, 14, -106), ...P(152, 14, 106), [[0, '#E4E6E9'], [0.5, '#CDD0D4'], [1, '#B4B8BE']]));
  art.path(poly([P(-152, 14, 104), P(152, 14, 104), P(152, 14, 106), P(-152, 14, 106)]), '#FFFFFF', 'fill-opacity="0.6"');
  const keys: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 14; col++) {
      const x0 = -136 + col * 19.6;
      const z0 = -92 + row * 17.8;
      const wide = row === 5 && col >= 4 && col <= 9;
      if (row === 5 && col > 4 && col <= 9) continue;
      const w = wide ? 19.6 * 6 - 3 : 16.8;
      const h = row === 0 ? 9 : 15;
      keys.push(poly([P(x0, 14.4, z0), P(x0 + w, 14.4, z0), P(x0 + w, 14.4, z0 + h), P(x0, 14.4, z0 + h)]));
    }
  }
  art.path(poly([P(-140, 14, -96), P(140, 14, -96), P(140, 14, 16), P(-140, 14, 16)]), '#5E6268', 'fill-opacity="0.35"');
  art.path(keys.join(''), '#1B1C1F');
  art.path(poly([P(-62, 14, 28), P(62, 14, 28), P(62, 14, 98), P(-62, 14, 98)]), '#000000', 'fill-opacity="0.07"');
  art.path(poly([P(-62, 14, 98), P(62, 14, 98), P(62, 14, 98.8), P(-62, 14, 98.8)]), '#FFFFFF', 'fill-opacity="0.7"');
  art.grain(0.25, undefined, 2);
  art.vignette(0.22);

  return {
    id: 'laptop-website',
    number: 502,
    label: { zh: '笔记本电脑上的网站', en: 'Website on a laptop' },
    tags: ['digital'],
    keywords: { zh: ['网站', '电脑', '笔记本', '网页', '官网'], en: ['website', 'laptop', 'web', 'computer', 'homepage'] },
    art: art.done(),
    placements: [
      { left: 50, top: 18, width: 420, height: 104, warp: { kind: 'quad', corners: scr.quad(50, 18, 420, 104) }, finish: 'flat' },
      { left: 370, top: 182, width: 700, height: 265, warp: { kind: 'quad', corners: scr.quad(370, 182, 700, 265) }, variant: 'white', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}
