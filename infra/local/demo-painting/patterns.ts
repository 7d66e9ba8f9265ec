import { between, brushwork, type Canvas, mix, pick, r1 } from './paint';

/** Abstract scenes: colour fields and a banig weave. */

export function colourFields(c: Canvas): string {
  const { w, h, p, rnd } = c;
  let body = `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${mix(p.colors[4], p.colors[3], 0.4)}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#ground)"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h }, [p.colors[3], p.colors[4], p.light], 200, w * 0.06);
  const shapes = 12 + Math.floor(rnd() * 8);
  for (let i = 0; i < shapes; i++) {
    const colour = pick(rnd, p.colors);
    const x = rnd() * w;
    const y = rnd() * h;
    const s = Math.min(w, h) * between(rnd, 0.08, 0.32);
    const opacity = r1(between(rnd, 0.55, 0.92) * 100) / 100;
    switch (Math.floor(rnd() * 4)) {
      case 0:
        body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s)}" fill="${colour}" opacity="${opacity}"/>`;
        break;
      case 1:
        body += `<rect x="${r1(x - s)}" y="${r1(y - s / 2)}" width="${r1(s * 2)}" height="${r1(s)}" rx="${r1(s * 0.12)}" fill="${colour}" opacity="${opacity}" transform="rotate(${r1(between(rnd, -20, 20))} ${r1(x)} ${r1(y)})"/>`;
        break;
      case 2:
        body += `<path d="M${r1(x - s)},${r1(y + s * 0.6)} L${r1(x)},${r1(y - s)} L${r1(x + s)},${r1(y + s * 0.6)} Z" fill="${colour}" opacity="${opacity}"/>`;
        break;
      default:
        body += `<path d="M${r1(x - s)},${r1(y)} A${r1(s)},${r1(s)} 0 0 1 ${r1(x + s)},${r1(y)}" stroke="${colour}" stroke-width="${r1(s * 0.22)}" fill="none" opacity="${opacity}" stroke-linecap="round"/>`;
    }
  }
  // A sun of rings somewhere, and a few bold lines across.
  const sx = w * between(rnd, 0.2, 0.8);
  const sy = h * between(rnd, 0.2, 0.8);
  for (let i = 5; i > 0; i--)
    body += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(Math.min(w, h) * 0.035 * i)}" fill="${p.colors[(i + 1) % 5]}" opacity="0.9"/>`;
  for (let i = 0; i < 3; i++) {
    body += `<path d="M${r1(rnd() * w)},0 C${r1(rnd() * w)},${r1(h * 0.3)} ${r1(rnd() * w)},${r1(h * 0.7)} ${r1(rnd() * w)},${h}" stroke="${p.dark}" stroke-width="${r1(between(rnd, 3, 9))}" fill="none" opacity="0.7"/>`;
  }
  return body;
}

export function banig(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const cell = Math.min(w, h) / between(rnd, 14, 22);
  const bands = [p.colors[2], p.colors[3], p.colors[4], p.colors[1], p.colors[0]];
  const period = 3 + Math.floor(rnd() * 4);
  let body = `<rect width="${w}" height="${h}" fill="${p.light}"/>`;
  for (let gy = -1; gy * cell * 0.5 < h + cell; gy++) {
    for (let gx = -1; gx * cell < w + cell; gx++) {
      const x = gx * cell + (gy % 2 ? cell / 2 : 0);
      const y = gy * cell * 0.5;
      const ring = Math.abs(Math.round((x - w / 2) / cell)) + Math.abs(Math.round((y - h / 2) / (cell * 0.5)));
      const colour = bands[Math.floor(ring / period) % bands.length]!;
      const j = cell * 0.04;
      body += `<polygon points="${r1(x + between(rnd, -j, j))},${r1(y - cell / 2)} ${r1(x + cell / 2)},${r1(y + between(rnd, -j, j))} ${r1(x + between(rnd, -j, j))},${r1(y + cell / 2)} ${r1(x - cell / 2)},${r1(y + between(rnd, -j, j))}" fill="${mix(colour, pick(rnd, [p.light, p.dark]), between(rnd, 0, 0.15))}" stroke="${mix(colour, p.dark, 0.35)}" stroke-width="1.5"/>`;
    }
  }
  // Woven strips: a light diagonal sheen.
  for (let i = -h; i < w; i += cell * 0.5)
    body += `<path d="M${r1(i)},0 l${h},${h}" stroke="${p.light}" stroke-width="1" opacity="0.18"/>`;
  return body;
}
