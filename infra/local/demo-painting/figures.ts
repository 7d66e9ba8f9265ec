import { between, brushwork, type Canvas, mix, pick, r1 } from './paint';

/** Scenes of things and people: a still life of market fruit, a Filipiniana portrait silhouette. */

export function stillLife(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const tableY = h * between(rnd, 0.58, 0.66);
  let body = `<defs>
    <radialGradient id="wall" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${mix(p.colors[4], p.light, 0.4)}"/><stop offset="1" stop-color="${mix(p.colors[1], p.dark, 0.3)}"/></radialGradient>
    <radialGradient id="mango" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.45" stop-color="#ffc93c"/><stop offset="1" stop-color="#e07a1f"/></radialGradient>
    <radialGradient id="pot" cx="0.3" cy="0.35" r="0.85"><stop offset="0" stop-color="#d9825b"/><stop offset="1" stop-color="#6e3420"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${r1(w * 0.01)}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h: tableY }, [p.colors[3], p.colors[4], p.light, p.colors[2]], 320, w * 0.045);
  body += `<rect y="${r1(tableY)}" width="${w}" height="${r1(h - tableY)}" fill="${mix(p.colors[1], '#5d3a1a', 0.5)}"/>`;
  // A banig mat on the table: a woven band of diagonal strips.
  const matTop = tableY + (h - tableY) * 0.25;
  body += `<rect x="${r1(w * 0.06)}" y="${r1(matTop)}" width="${r1(w * 0.88)}" height="${r1((h - tableY) * 0.55)}" fill="${p.colors[4]}" opacity="0.85"/>`;
  for (let x = w * 0.06; x < w * 0.94; x += w * 0.018) {
    body += `<path d="M${r1(x)},${r1(matTop)} l${r1(w * 0.012)},${r1((h - tableY) * 0.55)}" stroke="${pick(rnd, [p.colors[2], p.colors[3], p.colors[0]])}" stroke-width="${r1(w * 0.006)}" opacity="0.5"/>`;
  }
  // A clay palayok, then fruit in front of it.
  const potX = w * between(rnd, 0.25, 0.4);
  const potW = w * 0.22;
  const potTop = tableY - h * 0.3;
  body += `<ellipse cx="${r1(potX + potW * 0.1)}" cy="${r1(tableY + h * 0.05)}" rx="${r1(potW * 0.7)}" ry="${r1(h * 0.03)}" fill="#000" opacity="0.3" filter="url(#soft)"/>`;
  body += `<path d="M${r1(potX - potW * 0.32)},${r1(potTop)} C${r1(potX - potW * 0.7)},${r1(potTop + h * 0.12)} ${r1(potX - potW * 0.6)},${r1(tableY + h * 0.04)} ${r1(potX)},${r1(tableY + h * 0.04)} C${r1(potX + potW * 0.6)},${r1(tableY + h * 0.04)} ${r1(potX + potW * 0.7)},${r1(potTop + h * 0.12)} ${r1(potX + potW * 0.32)},${r1(potTop)} Z" fill="url(#pot)"/>`;
  body += `<ellipse cx="${r1(potX)}" cy="${r1(potTop)}" rx="${r1(potW * 0.33)}" ry="${r1(h * 0.018)}" fill="#4a2314"/>`;
  const fruits = 3 + Math.floor(rnd() * 3);
  for (let i = 0; i < fruits; i++) {
    const fx = w * (0.45 + i * 0.1 + between(rnd, -0.02, 0.02));
    const fy = tableY + h * between(rnd, 0.02, 0.1);
    const rx = w * between(rnd, 0.05, 0.065);
    const angle = between(rnd, -30, 30);
    body += `<ellipse cx="${r1(fx + rx * 0.2)}" cy="${r1(fy + rx * 0.55)}" rx="${r1(rx)}" ry="${r1(rx * 0.3)}" fill="#000" opacity="0.28" filter="url(#soft)"/>`;
    body += `<ellipse cx="${r1(fx)}" cy="${r1(fy)}" rx="${r1(rx)}" ry="${r1(rx * 0.68)}" fill="url(#mango)" transform="rotate(${r1(angle)} ${r1(fx)} ${r1(fy)})"/>`;
    body += `<path d="M${r1(fx - rx * 0.9)},${r1(fy - rx * 0.1)} q${r1(-rx * 0.1)},${r1(-rx * 0.2)} ${r1(rx * 0.05)},${r1(-rx * 0.3)}" stroke="#5b7f2a" stroke-width="4" fill="none"/>`;
  }
  // A hand of bananas lying across the front: crescents fanning out from one stem.
  const bx = w * between(rnd, 0.1, 0.22);
  const by = tableY + h * between(rnd, 0.14, 0.2);
  const len = Math.min(w, h) * 0.22;
  for (let i = 0; i < 5; i++) {
    const angle = -24 + i * 9 + between(rnd, -2, 2);
    const crescent = `M0,0 Q${r1(len * 0.5)},${r1(len * 0.42)} ${r1(len)},${r1(-len * 0.05)} Q${r1(len * 0.5)},${r1(len * 0.1)} 0,${r1(-len * 0.08)} Z`;
    body += `<g transform="translate(${r1(bx)} ${r1(by)}) rotate(${r1(angle)})"><path d="${crescent}" fill="${mix('#ffd23f', '#e9a23b', i * 0.12)}" stroke="#8a6d1a" stroke-width="2" stroke-linejoin="round"/><circle cx="${r1(len)}" cy="${r1(-len * 0.05)}" r="3" fill="#4a3b1a"/></g>`;
  }
  body += `<rect x="${r1(bx - w * 0.025)}" y="${r1(by - h * 0.015)}" width="${r1(w * 0.03)}" height="${r1(h * 0.025)}" rx="4" fill="#6b7d2a"/>`;
  return body;
}

export function portrait(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const cx = w * between(rnd, 0.45, 0.55);
  const headY = h * 0.36;
  const head = w * 0.13;
  let body = `<defs>
    <radialGradient id="sun" cx="${r1(cx / w)}" cy="0.36" r="0.6"><stop offset="0" stop-color="${p.colors[4]}"/><stop offset="0.5" stop-color="${p.colors[3]}"/><stop offset="1" stop-color="${p.colors[1]}"/></radialGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.colors[4]}"/><stop offset="1" stop-color="${p.colors[2]}"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sun)"/>`;
  for (let i = 0; i < 9; i++)
    body += `<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(head * (1.6 + i * 0.55))}" fill="none" stroke="${p.light}" stroke-width="${r1(2 + i * 0.6)}" opacity="${r1((0.28 - i * 0.025) * 100) / 100}"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h }, [p.colors[3], p.colors[4], p.colors[2]], 300, w * 0.05);
  const shoulderY = headY + head * 2.1;
  const fig = p.dark;
  // Terno: shoulders with the butterfly sleeves' raised peaks, then the bodice down to the frame.
  body += `<path d="M${r1(cx - w * 0.42)},${h} C${r1(cx - w * 0.42)},${r1(shoulderY + h * 0.12)} ${r1(cx - w * 0.36)},${r1(shoulderY + h * 0.02)} ${r1(cx - w * 0.27)},${r1(shoulderY - h * 0.02)}
    C${r1(cx - w * 0.25)},${r1(shoulderY - h * 0.11)} ${r1(cx - w * 0.18)},${r1(shoulderY - h * 0.12)} ${r1(cx - w * 0.12)},${r1(shoulderY - h * 0.03)}
    L${r1(cx - head * 0.42)},${r1(headY + head * 1.25)} L${r1(cx + head * 0.42)},${r1(headY + head * 1.25)} L${r1(cx + w * 0.12)},${r1(shoulderY - h * 0.03)}
    C${r1(cx + w * 0.18)},${r1(shoulderY - h * 0.12)} ${r1(cx + w * 0.25)},${r1(shoulderY - h * 0.11)} ${r1(cx + w * 0.27)},${r1(shoulderY - h * 0.02)}
    C${r1(cx + w * 0.36)},${r1(shoulderY + h * 0.02)} ${r1(cx + w * 0.42)},${r1(shoulderY + h * 0.12)} ${r1(cx + w * 0.42)},${h} Z" fill="${fig}"/>`;
  // Sleeve pleats catching the light.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 4; i++) {
      const x0 = cx + side * w * (0.13 + i * 0.035);
      body += `<path d="M${r1(x0)},${r1(shoulderY - h * (0.03 + (i % 2) * 0.03))} q${r1(side * w * 0.02)},${r1(h * 0.05)} ${r1(side * w * 0.05)},${r1(h * 0.08)}" stroke="url(#rim)" stroke-width="2" fill="none" opacity="0.55"/>`;
    }
  }
  body += `<ellipse cx="${r1(cx)}" cy="${r1(headY)}" rx="${r1(head * 0.8)}" ry="${r1(head)}" fill="${fig}"/>`;
  body += `<ellipse cx="${r1(cx + head * 0.55)}" cy="${r1(headY - head * 0.75)}" rx="${r1(head * 0.45)}" ry="${r1(head * 0.4)}" fill="${fig}"/>`;
  body += `<path d="M${r1(cx - head * 0.8)},${r1(headY)} a${r1(head * 0.8)},${r1(head)} 0 0 1 ${r1(head * 0.5)},${r1(-head * 0.8)}" stroke="url(#rim)" stroke-width="4" fill="none" opacity="0.8"/>`;
  // Sampaguita in the hair and a garland.
  const flower = (x: number, y: number, s: number) => {
    let f = '';
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      f += `<ellipse cx="${r1(x + Math.cos(a) * s * 0.6)}" cy="${r1(y + Math.sin(a) * s * 0.6)}" rx="${r1(s * 0.55)}" ry="${r1(s * 0.3)}" fill="${p.light}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(x + Math.cos(a) * s * 0.6)} ${r1(y + Math.sin(a) * s * 0.6)})"/>`;
    }
    return `${f}<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.25)}" fill="#f2c14e"/>`;
  };
  for (let i = 0; i < 4; i++) body += flower(cx + head * (0.3 + i * 0.2), headY - head * (0.95 - i * 0.12), w * 0.012);
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    body += flower(cx + (t - 0.5) * head * 2.2, headY + head * 1.35 + Math.sin(t * Math.PI) * h * 0.09, w * 0.01);
  }
  return body;
}
