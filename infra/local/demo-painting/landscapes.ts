import { between, brushwork, type Canvas, mix, pick, r1, ridge } from './paint';

/** Outdoor scenes: a sunset with coconut palms, rice terraces at dawn, parol lanterns at night. */

function coconutPalm(c: Canvas, x: number, groundY: number, height: number, color: string): string {
  const lean = between(c.rnd, -0.35, 0.35) * height;
  const topX = x + lean;
  const topY = groundY - height;
  let out = `<path d="M${r1(x)},${r1(groundY)} Q${r1(x + lean * 0.2)},${r1(groundY - height * 0.55)} ${r1(topX)},${r1(topY)}" stroke="${color}" stroke-width="${r1(height * 0.045)}" fill="none" stroke-linecap="round"/>`;
  const fronds = 7 + Math.floor(c.rnd() * 3);
  for (let i = 0; i < fronds; i++) {
    const angle = (i / fronds) * Math.PI * 2 + between(c.rnd, -0.2, 0.2);
    const len = height * between(c.rnd, 0.32, 0.45);
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(angle) * len * 0.55;
    const my = topY + Math.sin(angle) * len * 0.3 - len * 0.22;
    const wdt = height * 0.035;
    out += `<path d="M${r1(topX)},${r1(topY)} Q${r1(mx)},${r1(my - wdt)} ${r1(ex)},${r1(ey)} Q${r1(mx)},${r1(my + wdt)} ${r1(topX)},${r1(topY)} Z" fill="${color}"/>`;
  }
  out += `<circle cx="${r1(topX)}" cy="${r1(topY + height * 0.02)}" r="${r1(height * 0.03)}" fill="${color}"/>`;
  return out;
}

export function sunset(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const [deep, dusk, ember, glow, gold] = p.colors;
  const horizon = h * between(rnd, 0.52, 0.62);
  const sun = {
    x: w * between(rnd, 0.28, 0.72),
    y: horizon - h * between(rnd, 0.06, 0.16),
    r: h * between(rnd, 0.06, 0.09),
  };
  const sea = rnd() < 0.5;
  let body = `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="0.45" stop-color="${dusk}"/><stop offset="0.8" stop-color="${ember}"/><stop offset="1" stop-color="${glow}"/></linearGradient>
    <radialGradient id="halo"><stop offset="0" stop-color="${gold}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(ember, deep, 0.35)}"/><stop offset="1" stop-color="${mix(deep, p.dark, 0.5)}"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h: horizon }, [gold, glow, dusk, p.light], 260, w * 0.05);
  // Clouds: long soft streaks lit from below.
  for (let i = 0; i < 6; i++) {
    const y = horizon * between(rnd, 0.15, 0.75);
    const x = w * between(rnd, -0.1, 0.9);
    body += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w * between(rnd, 0.12, 0.28))}" ry="${r1(h * between(rnd, 0.008, 0.02))}" fill="${mix(gold, dusk, rnd() * 0.6)}" opacity="0.55"/>`;
  }
  body += `<circle cx="${r1(sun.x)}" cy="${r1(sun.y)}" r="${r1(sun.r * 5)}" fill="url(#halo)"/><circle cx="${r1(sun.x)}" cy="${r1(sun.y)}" r="${r1(sun.r)}" fill="${p.light}"/>`;
  if (sea) {
    body += `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#water)"/>`;
    for (let i = 0; i < 40; i++) {
      const y = horizon + (h - horizon) * Math.pow(rnd(), 1.6);
      const spread = sun.r * (0.6 + ((y - horizon) / (h - horizon)) * 3);
      const x = sun.x + between(rnd, -spread, spread);
      body += `<rect x="${r1(x - spread * 0.4)}" y="${r1(y)}" width="${r1(spread * between(rnd, 0.3, 0.9))}" height="${r1(between(rnd, 1.5, 4))}" fill="${pick(rnd, [gold, p.light, glow])}" opacity="${r1(between(rnd, 0.35, 0.85) * 100) / 100}"/>`;
    }
    // A headland on one side, a banca on the water.
    const left = rnd() < 0.5;
    body += `<path d="${left ? `M0,${r1(horizon)} C${r1(w * 0.12)},${r1(horizon - h * 0.12)} ${r1(w * 0.25)},${r1(horizon - h * 0.05)} ${r1(w * 0.36)},${r1(horizon)} Z` : `M${w},${r1(horizon)} C${r1(w * 0.88)},${r1(horizon - h * 0.12)} ${r1(w * 0.75)},${r1(horizon - h * 0.05)} ${r1(w * 0.64)},${r1(horizon)} Z`}" fill="${mix(deep, p.dark, 0.4)}"/>`;
    const bx = w * between(rnd, 0.2, 0.7);
    const by = horizon + (h - horizon) * between(rnd, 0.35, 0.6);
    body += `<path d="M${r1(bx)},${r1(by)} q${r1(w * 0.06)},${r1(h * 0.025)} ${r1(w * 0.12)},0 l-${r1(w * 0.015)},${r1(h * 0.012)} h-${r1(w * 0.09)} Z" fill="${p.dark}"/>`;
    body += `<path d="M${r1(bx - w * 0.03)},${r1(by + h * 0.006)} h${r1(w * 0.18)}" stroke="${p.dark}" stroke-width="2"/>`;
    body += coconutPalm(c, left ? w * 0.08 : w * 0.92, h, h * 0.55, p.dark);
    body += coconutPalm(c, left ? w * 0.18 : w * 0.82, h, h * 0.42, mix(p.dark, deep, 0.3));
  } else {
    const layers = [mix(dusk, deep, 0.2), mix(deep, dusk, 0.25), mix(deep, p.dark, 0.5), p.dark];
    layers.forEach((color, i) => {
      body += `<path d="${ridge(c, horizon + i * h * 0.09, h * 0.045, 4 + i)}" fill="${color}"/>`;
      if (i < 2)
        body += `<path d="${ridge(c, horizon + i * h * 0.09 + h * 0.03, h * 0.01, 6)}" fill="${glow}" opacity="0.08"/>`;
    });
    for (let i = 0; i < 3 + Math.floor(rnd() * 3); i++)
      body += coconutPalm(c, w * between(rnd, 0.05, 0.95), h * 0.97, h * between(rnd, 0.25, 0.45), p.dark);
  }
  for (let i = 0; i < 5; i++) {
    const x = w * between(rnd, 0.1, 0.9);
    const y = horizon * between(rnd, 0.2, 0.6);
    const s = w * between(rnd, 0.008, 0.015);
    body += `<path d="M${r1(x - s)},${r1(y - s * 0.4)} q${r1(s / 2)},${r1(-s * 0.3)} ${r1(s)},${r1(s * 0.4)} q${r1(s / 2)},${r1(-s * 0.7)} ${r1(s)},${r1(-s * 0.4)}" stroke="${p.dark}" stroke-width="2" fill="none"/>`;
  }
  return body;
}

export function terraces(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const greens = ['#4f772d', '#6a994e', '#90a955', '#3a5a40', '#a7c957'];
  const top = h * between(rnd, 0.22, 0.3);
  let body = `<defs>
    <linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.colors[4]}"/><stop offset="1" stop-color="${mix(p.colors[3], p.light, 0.5)}"/></linearGradient>
    <linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#dawn)"/>`;
  body += `<circle cx="${r1(w * between(rnd, 0.6, 0.85))}" cy="${r1(top * 0.55)}" r="${r1(h * 0.05)}" fill="${p.light}" opacity="0.9"/>`;
  body += `<path d="${ridge(c, top * 0.8, h * 0.06, 3, top * 1.6)}" fill="${mix('#3a5a40', p.colors[0], 0.5)}" opacity="0.55"/>`;
  body += `<path d="${ridge(c, top, h * 0.04, 4, top * 1.8)}" fill="${mix('#3a5a40', p.colors[0], 0.3)}" opacity="0.75"/>`;
  const bands = 9 + Math.floor(rnd() * 5);
  const phase = rnd() * Math.PI * 2;
  for (let i = 0; i < bands; i++) {
    const t = i / bands;
    const y = top + (h - top) * Math.pow(t, 1.25);
    const amp = h * (0.015 + t * 0.05);
    const edge: string[] = [];
    for (let k = 0; k <= 24; k++) {
      const x = (k / 24) * w;
      edge.push(
        `${r1(x)},${r1(y + Math.sin((x / w) * Math.PI * 2.2 + phase + i * 0.5) * amp + Math.sin((x / w) * 9 + i) * amp * 0.15)}`,
      );
    }
    const fill = mix(greens[i % greens.length]!, p.colors[3], 0.12 + (1 - t) * 0.18);
    body += `<path d="M0,${h} L${edge.join(' L')} L${w},${h} Z" fill="${fill}"/>`;
    // The paddy's retaining wall: a lighter line along its top edge.
    body += `<path d="M${edge.join(' L')}" stroke="${mix(fill, p.light, 0.45)}" stroke-width="${r1(2 + t * 4)}" fill="none" opacity="0.8" stroke-linejoin="round"/>`;
    body += brushwork(
      c,
      { x: 0, y, w, h: (h - top) / bands },
      [mix(fill, '#ffffff', 0.2), mix(fill, '#000000', 0.2)],
      30,
      w * 0.02,
    );
  }
  // A nipa hut on one of the terraces, and the morning mist.
  const hx = w * between(rnd, 0.15, 0.8);
  const hy = top + (h - top) * between(rnd, 0.3, 0.5);
  const hs = w * 0.035;
  body += `<rect x="${r1(hx)}" y="${r1(hy)}" width="${r1(hs)}" height="${r1(hs * 0.7)}" fill="#8d6e4a"/><path d="M${r1(hx - hs * 0.25)},${r1(hy)} L${r1(hx + hs / 2)},${r1(hy - hs * 0.7)} L${r1(hx + hs * 1.25)},${r1(hy)} Z" fill="#c9a66b"/>`;
  body += `<rect y="${r1(top * 0.9)}" width="${w}" height="${r1(h * 0.25)}" fill="url(#mist)"/>`;
  return body;
}

function parolStar(cx: number, cy: number, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${r1(cx + Math.cos(a) * rr)},${r1(cy + Math.sin(a) * rr)}`;
  });
  return pts.join(' ');
}

export function lanterns(c: Canvas): string {
  const { w, h, p, rnd } = c;
  let body = `<defs>
    <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="0.7" stop-color="${mix(p.colors[0], '#0b1026', 0.4)}"/><stop offset="1" stop-color="${mix(p.colors[1], '#0b1026', 0.3)}"/></linearGradient>
    <radialGradient id="lamp"><stop offset="0" stop-color="${p.colors[4]}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.colors[3]}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#night)"/>`;
  for (let i = 0; i < 140; i++)
    body += `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h * 0.6)}" r="${r1(between(rnd, 0.6, 2.2))}" fill="${p.light}" opacity="${r1(between(rnd, 0.3, 0.9) * 100) / 100}"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h: h * 0.7 }, ['#1d2a5b', '#2e294e', p.colors[0]], 220, w * 0.06);
  // A string of parols across the street.
  const sag = h * between(rnd, 0.06, 0.12);
  const y0 = h * between(rnd, 0.18, 0.28);
  body += `<path d="M0,${r1(y0)} Q${r1(w / 2)},${r1(y0 + sag * 2)} ${w},${r1(y0)}" stroke="#444" stroke-width="2" fill="none"/>`;
  const count = 3 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = t * w;
    const y = y0 + sag * 4 * t * (1 - t) + h * 0.08;
    const r = Math.min(w, h) * between(rnd, 0.07, 0.11);
    const colour = pick(rnd, [p.colors[2], p.colors[3], p.colors[4], '#d7263d', '#1b998b']);
    body += `<line x1="${r1(x)}" y1="${r1(y - h * 0.08)}" x2="${r1(x)}" y2="${r1(y - r)}" stroke="#555" stroke-width="2"/>`;
    body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 2.4)}" fill="url(#lamp)"/>`;
    body += `<polygon points="${parolStar(x, y, r)}" fill="${colour}" stroke="${p.light}" stroke-width="3"/>`;
    body += `<polygon points="${parolStar(x, y, r * 0.55)}" fill="${mix(colour, p.light, 0.55)}"/>`;
    body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.3)}" fill="none" stroke="${p.light}" stroke-width="2"/>`;
    for (let k = -1; k <= 1; k++) {
      body += `<path d="M${r1(x + k * r * 0.2)},${r1(y + r * 0.5)} q${r1(k * r * 0.3 + r * 0.15)},${r1(r * 0.9)} ${r1(k * r * 0.15)},${r1(r * 1.8)}" stroke="${mix(colour, p.light, 0.3)}" stroke-width="${r1(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
    }
  }
  // Rooftops with lit windows.
  let x = 0;
  while (x < w) {
    const bw = w * between(rnd, 0.08, 0.16);
    const bh = h * between(rnd, 0.14, 0.26);
    body += `<rect x="${r1(x)}" y="${r1(h - bh)}" width="${r1(bw + 1)}" height="${r1(bh)}" fill="#0a0d1c"/><path d="M${r1(x - bw * 0.05)},${r1(h - bh)} L${r1(x + bw / 2)},${r1(h - bh - bh * 0.3)} L${r1(x + bw * 1.05)},${r1(h - bh)} Z" fill="#0a0d1c"/>`;
    for (let k = 0; k < 3; k++) {
      if (rnd() < 0.55)
        body += `<rect x="${r1(x + bw * (0.15 + k * 0.27))}" y="${r1(h - bh * 0.7)}" width="${r1(bw * 0.15)}" height="${r1(bh * 0.18)}" fill="${p.colors[4]}" opacity="0.85"/>`;
    }
    x += bw;
  }
  return body;
}
