/**
 * One painter per collection. Each draws an SVG body (defs and shapes) for a canvas of w × h.
 * The print's number picks the subject, so neighbours in a collection differ; the seeded random
 * source picks palette and detail, so every reference has its own picture.
 */
import {
  between,
  clamp,
  glowGradient,
  mix,
  noise1d,
  pick,
  polygon,
  type Rand,
  r1,
  smoothPath,
  verticalGradient,
} from "./kit";

export type Painter = (rand: Rand, w: number, h: number, n: number) => string;

const rect = (x: number, y: number, w: number, h: number, fill?: string, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${fill ? ` fill="${fill}"` : ""}${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;

/** Soft round lights of an out-of-focus background. */
function bokeh(rand: Rand, w: number, h: number, colours: readonly string[], count: number) {
  let s = "";
  for (let i = 0; i < count; i++) {
    const r = between(rand, 0.015, 0.07) * Math.max(w, h);
    const c = pick(rand, colours);
    const o = r1(between(rand, 0.12, 0.4));
    s += circle(
      rand() * w,
      rand() * h,
      r,
      c,
      ` fill-opacity="${o}" stroke="${c}" stroke-opacity="${r1(Math.min(0.6, o + 0.15))}" stroke-width="${r1(r * 0.05)}"`,
    );
  }
  return s;
}

// ——— Landscapes: layered ridges in atmospheric light ———————————————————————————

const skies = [
  {
    sky: ["#24345e", "#8c5f87", "#e79c8a", "#f7d3a1"],
    sun: "#fff3dc",
    far: "#a98aa6",
    near: "#1b1d2e",
    low: true,
  },
  {
    sky: ["#35527a", "#b9867a", "#eab56f", "#f8dfa0"],
    sun: "#fff6dc",
    far: "#c4967c",
    near: "#2b211f",
    low: true,
  },
  {
    sky: ["#2f5f91", "#5f93c1", "#a9cbe2", "#e3eef3"],
    sun: "#ffffff",
    far: "#9db8c8",
    near: "#1c3236",
    low: false,
  },
  {
    sky: ["#0b1526", "#26395b", "#59698e", "#b89aab"],
    sun: "#f3e3e6",
    far: "#56658a",
    near: "#0a0f1c",
    low: false,
  },
  {
    sky: ["#3f4f86", "#a2708f", "#f09a6c", "#ffd39c"],
    sun: "#fff2d6",
    far: "#d08a6a",
    near: "#46231c",
    low: true,
  },
  {
    sky: ["#2f3a44", "#56636c", "#8d9592", "#d9d3b8"],
    sun: "#fdf6da",
    far: "#7d8a89",
    near: "#1a2422",
    low: false,
  },
] as const;

const landscapes: Painter = (rand, w, h, n) => {
  const p = n === 1 ? skies[0] : pick(rand, skies);
  const horizon = h * between(rand, 0.42, 0.56);
  const lake = n % 3 === 0;
  const forest = !lake && rand() < 0.6;
  const ground = lake ? h * between(rand, 0.74, 0.8) : h;
  const sunX = w * between(rand, 0.2, 0.8);
  const sunY = p.low ? horizon - h * between(rand, 0.02, 0.1) : h * between(rand, 0.12, 0.25);
  let s = `<defs>${verticalGradient("sky", p.sky)}${glowGradient("glow", p.sun, 0.85)}`;
  s += `<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.sky[3], p.near, 0.25)}"/><stop offset="1" stop-color="${mix(p.sky[1], p.near, 0.55)}"/></linearGradient></defs>`;
  s += rect(0, 0, w, h, "url(#sky)");
  s += circle(sunX, sunY, w * 0.42, "url(#glow)");
  s += circle(sunX, sunY, w * 0.028, p.sun);
  // Thin clouds lit from below.
  for (let i = 0, k = Math.floor(between(rand, 2, 7)); i < k; i++) {
    const cy = between(rand, 0.08, 0.85) * horizon;
    const cw = between(rand, 0.15, 0.45) * w;
    s += `<ellipse cx="${r1(rand() * w)}" cy="${r1(cy)}" rx="${r1(cw / 2)}" ry="${r1(between(rand, 4, 14))}" fill="${mix(p.sun, p.sky[2], 0.4)}" opacity="${r1(between(rand, 0.25, 0.55))}"/>`;
  }
  // Ridges from far to near: far ones peaked and pale, near ones rounded and dark.
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const noise = noise1d(rand, i < 2 ? 5 : 3);
    const base = horizon + (ground - horizon) * (0.05 + 0.8 * t ** 1.25);
    const amp = h * (0.22 - 0.1 * t);
    const freq = between(rand, 2.2, 3.8) - t;
    const pts: [number, number][] = [[0, h]];
    for (let k = 0; k <= 120; k++) {
      const x = (w * k) / 120;
      const v = noise((k / 120) * freq);
      const y = i < 2 ? base - amp * (1 - Math.abs(v)) ** 1.6 : base - amp * (0.5 + 0.5 * v);
      pts.push([x, y]);
    }
    pts.push([w, h]);
    const tone = mix(p.far, p.near, t ** 0.8);
    s += path(polygon(pts), tone);
    if (i === layers - 1 && forest) {
      // Conifers along the nearest ridge.
      let trees = "";
      for (let k = 2; k < 118; k += between(rand, 0.6, 2.2)) {
        const [x, y] = pts[Math.round(k)] ?? [0, 0];
        const th = h * between(rand, 0.03, 0.075);
        const tw = th * 0.28;
        trees += `M${r1(x - tw)} ${r1(y + 6)} L${r1(x)} ${r1(y - th)} L${r1(x + tw)} ${r1(y + 6)} Z `;
      }
      s += path(trees, tone);
    }
    if (i < layers - 1) {
      // Mist gathers in the valley below each ridge.
      const top = base - amp * 0.7;
      s += `<defs><linearGradient id="haze${i}" gradientUnits="userSpaceOnUse" x1="0" y1="${r1(top)}" x2="0" y2="${r1(base)}"><stop offset="0" stop-color="${p.sky[3]}" stop-opacity="0"/><stop offset="1" stop-color="${p.sky[3]}" stop-opacity="0.55"/></linearGradient></defs>`;
      s += rect(0, top, w, h - top, `url(#haze${i})`);
    }
  }
  if (lake) {
    s += rect(0, ground, w, h - ground, "url(#lake)");
    for (let i = 0; i < 26; i++) {
      const y = ground + ((h - ground) * i) / 26;
      const half = w * 0.012 * (1 + i * 0.5) * between(rand, 0.6, 1.4);
      s += rect(sunX - half, y, half * 2, 3 + i * 0.3, p.sun, ` opacity="${r1(0.55 - i * 0.018)}"`);
    }
    for (let i = 0; i < 14; i++) {
      const y = between(rand, ground + 10, h);
      s += rect(rand() * w * 0.8, y, between(rand, 0.05, 0.3) * w, 2, p.sky[3], ' opacity="0.25"');
    }
  }
  // A few birds, far away.
  if (rand() < 0.5) {
    const bx = between(rand, 0.15, 0.7) * w;
    const by = between(rand, 0.15, 0.6) * horizon;
    for (let i = 0, k = Math.floor(between(rand, 2, 6)); i < k; i++) {
      const x = bx + between(rand, 0, 0.15) * w;
      const y = by + between(rand, -0.05, 0.05) * h;
      const span = between(rand, 9, 18);
      s += `<path d="M${r1(x - span)} ${r1(y - span * 0.4)} Q${r1(x - span * 0.4)} ${r1(y - span * 0.5)} ${r1(x)} ${r1(y)} Q${r1(x + span * 0.4)} ${r1(y - span * 0.5)} ${r1(x + span)} ${r1(y - span * 0.4)}" fill="none" stroke="${p.near}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`;
    }
  }
  return s;
};

// ——— Urban: towers, windows and dusk ————————————————————————————————————————————

const dusks = [
  {
    sky: ["#141b33", "#3a3f6b", "#b0607a", "#f3a76b"],
    stone: "#151827",
    glass: "#f6b37c",
    light: ["#ffd58a", "#ffc46b", "#fff0c2"],
  },
  {
    sky: ["#0f2233", "#27496d", "#6d8fb3", "#f0c9a0"],
    stone: "#0f1a26",
    glass: "#9cc2e6",
    light: ["#ffe3a3", "#fff4d6", "#ffc98a"],
  },
  {
    sky: ["#221633", "#4b2f5e", "#c2577a", "#ffb38a"],
    stone: "#1a1222",
    glass: "#ff9f8a",
    light: ["#ffd27a", "#ffb85c", "#fff1cc"],
  },
  {
    sky: ["#1d2b2f", "#3e5c5e", "#a9b8a3", "#f2e2b8"],
    stone: "#142022",
    glass: "#d8e6c8",
    light: ["#fff0b3", "#ffe08a", "#f5f5dc"],
  },
] as const;

function windowPattern(id: string, stone: string, cw: number, ch: number): string {
  return `<pattern id="${id}" width="${cw}" height="${ch}" patternUnits="userSpaceOnUse"><rect width="${cw}" height="${ch}" fill="${stone}"/><rect x="${r1(cw * 0.22)}" y="${r1(ch * 0.2)}" width="${r1(cw * 0.56)}" height="${r1(ch * 0.55)}" fill="${mix(stone, "#8899aa", 0.12)}"/></pattern>`;
}

/** A skyline above the water, its lights doubled in the reflection. */
function skyline(rand: Rand, w: number, h: number, p: (typeof dusks)[number]): string {
  const water = h * between(rand, 0.7, 0.78);
  let s = `<defs>${verticalGradient("sky", p.sky)}${glowGradient("glow", p.sky[3], 0.7)}${windowPattern("win", p.stone, 26, 40)}`;
  s += `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.sky[2], p.stone, 0.55)}"/><stop offset="1" stop-color="${p.stone}"/></linearGradient></defs>`;
  s += rect(0, 0, w, h, "url(#sky)");
  s += circle(between(rand, 0.2, 0.8) * w, water, w * 0.8, "url(#glow)");
  let city = "";
  for (let layer = 0; layer < 3; layer++) {
    const tone = mix(p.stone, p.sky[2], 0.5 - layer * 0.22);
    let x = -between(rand, 0, 40);
    while (x < w) {
      const bw = between(rand, 0.07, 0.17) * w;
      const bh = between(rand, 0.12, 0.5 - layer * 0.08) * h;
      const top = water - bh;
      const fill = layer === 2 ? "url(#win)" : tone;
      city += rect(x, top, bw, bh, fill);
      if (rand() < 0.3) city += rect(x + bw * 0.3, top - bh * 0.08, bw * 0.4, bh * 0.08, fill);
      if (rand() < 0.2) city += rect(x + bw * 0.48, top - bh * 0.25, 4, bh * 0.25, tone);
      if (layer === 2) {
        for (let wy = top + 8; wy < water - 30; wy += 40) {
          for (let wx = Math.ceil(x / 26) * 26 + 6; wx < x + bw - 20; wx += 26) {
            if (rand() < 0.22)
              city += rect(
                wx,
                wy,
                14.6,
                22,
                pick(rand, p.light),
                ` opacity="${r1(between(rand, 0.6, 1))}"`,
              );
          }
        }
      }
      x += bw + between(rand, -0.01, 0.03) * w;
    }
  }
  s += `<g id="city">${city}</g>`;
  s += rect(0, water, w, h - water, "url(#water)");
  s += `<use href="#city" transform="translate(0 ${r1(water * 2)}) scale(1 -1)" opacity="0.35"/>`;
  for (let i = 0; i < 40; i++) {
    const y = between(rand, water + 6, h);
    s += rect(rand() * w, y, between(rand, 0.04, 0.25) * w, 2.5, p.sky[3], ' opacity="0.22"');
  }
  return s;
}

/** Looking straight up between glass towers: verticals converge on a point above the frame. */
function towers(rand: Rand, w: number, h: number, p: (typeof dusks)[number]): string {
  const vx = w * between(rand, 0.4, 0.6);
  const vy = -h * between(rand, 0.35, 0.7);
  const toward = (xb: number, y: number) => xb + ((vx - xb) * (h - y)) / (h - vy);
  let s = `<defs>${verticalGradient("sky", [p.sky[3], p.sky[2], p.sky[1]])}`;
  s += `<linearGradient id="glassA" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(p.glass, p.stone, 0.2)}"/><stop offset="1" stop-color="${mix(p.sky[1], p.stone, 0.5)}"/></linearGradient>`;
  s += `<linearGradient id="glassB" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.sky[2], p.stone, 0.3)}"/><stop offset="1" stop-color="${p.stone}"/></linearGradient></defs>`;
  s += rect(0, 0, w, h, "url(#sky)");
  const faces = [
    {
      from: -w * 0.3,
      to: w * between(rand, 0.3, 0.42),
      top: h * between(rand, 0.02, 0.2),
      fill: "url(#glassA)",
    },
    {
      from: w * between(rand, 0.58, 0.7),
      to: w * 1.3,
      top: h * between(rand, 0.0, 0.15),
      fill: "url(#glassB)",
    },
  ];
  if (rand() < 0.6)
    faces.unshift({
      from: w * 0.38,
      to: w * 0.62,
      top: h * between(rand, 0.3, 0.45),
      fill: p.stone,
    });
  for (const f of faces) {
    const outline = polygon([
      [f.from, h],
      [f.to, h],
      [toward(f.to, f.top), f.top],
      [toward(f.from, f.top), f.top],
    ]);
    s += path(outline, f.fill);
    // Floors, closer together as they rise; mullions toward the vanishing point.
    let lines = "";
    let y = h;
    let gap = between(rand, 70, 110);
    while (y > f.top + 4) {
      lines += `M${r1(toward(f.from, y))} ${r1(y)} L${r1(toward(f.to, y))} ${r1(y)} `;
      y -= gap;
      gap = Math.max(16, gap * 0.955);
    }
    const cols = Math.round((f.to - f.from) / between(rand, 60, 110));
    for (let c = 0; c <= cols; c++) {
      const xb = f.from + ((f.to - f.from) * c) / cols;
      lines += `M${r1(xb)} ${h} L${r1(toward(xb, f.top))} ${r1(f.top)} `;
    }
    s += `<path d="${lines}" stroke="${p.stone}" stroke-width="5" opacity="0.85"/>`;
    // A few lit panes.
    for (let i = 0; i < 10; i++) {
      const ya = between(rand, f.top + (h - f.top) * 0.3, h - 40);
      const yb = ya - between(rand, 30, 60);
      const c = Math.floor(rand() * cols);
      const x0 = f.from + ((f.to - f.from) * c) / cols;
      const x1 = f.from + ((f.to - f.from) * (c + 1)) / cols;
      s += path(
        polygon([
          [toward(x0, ya), ya],
          [toward(x1, ya), ya],
          [toward(x1, yb), yb],
          [toward(x0, yb), yb],
        ]),
        pick(rand, p.light),
        ' opacity="0.75"',
      );
    }
  }
  return s;
}

/** A facade at night, window by window: some lit, some curtained, some dark. */
function facade(rand: Rand, w: number, h: number, p: (typeof dusks)[number]): string {
  const wall = mix(p.stone, "#5a3a30", 0.6);
  let s = `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(wall, "#000000", 0.35)}"/><stop offset="1" stop-color="${mix(wall, p.light[0], 0.18)}"/></linearGradient>`;
  s += `<radialGradient id="room" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${p.light[2]}"/><stop offset="1" stop-color="${mix(p.light[1], "#7a4a20", 0.45)}"/></radialGradient>${glowGradient("lamp", p.light[0], 0.6)}</defs>`;
  s += rect(0, 0, w, h, "url(#wall)");
  const cols = pick(rand, [3, 4] as const);
  const rows = 6;
  const cw = w / cols;
  const rh = (h * 0.86) / rows;
  for (let r = 0; r < rows; r++) {
    s += rect(0, r * rh + rh * 0.86, w, rh * 0.05, mix(wall, "#000000", 0.4));
    for (let c = 0; c < cols; c++) {
      const x = c * cw + cw * 0.22;
      const y = r * rh + rh * 0.18;
      const ww = cw * 0.56;
      const wh = rh * 0.62;
      s += rect(x - 8, y - 8, ww + 16, wh + 16, mix(wall, "#e8dccb", 0.25));
      const lit = rand();
      if (lit < 0.45) {
        s += rect(x, y, ww, wh, "url(#room)");
        if (rand() < 0.5) {
          const cx = x + ww * between(rand, 0.2, 0.8);
          s += path(
            `M${r1(x)} ${r1(y)} L${r1(cx)} ${r1(y)} Q${r1(cx - ww * 0.1)} ${r1(y + wh * 0.6)} ${r1(x + ww * 0.08)} ${r1(y + wh)} L${r1(x)} ${r1(y + wh)} Z`,
            mix(p.light[1], "#8a3b1f", 0.45),
            ' opacity="0.85"',
          );
        }
        if (rand() < 0.35) {
          const px = x + ww * between(rand, 0.3, 0.7);
          s += `<ellipse cx="${r1(px)}" cy="${r1(y + wh * 0.82)}" rx="${r1(ww * 0.12)}" ry="${r1(wh * 0.12)}" fill="${mix(p.stone, "#1e3a22", 0.5)}"/>`;
        }
      } else {
        s += rect(x, y, ww, wh, mix(p.stone, p.sky[1], lit < 0.8 ? 0.3 : 0.1));
      }
      s += rect(x + ww / 2 - 3, y, 6, wh, mix(wall, "#e8dccb", 0.2));
      s += rect(x, y + wh * 0.4, ww, 6, mix(wall, "#e8dccb", 0.2));
    }
  }
  s += rect(0, h * 0.86, w, h * 0.14, mix(p.stone, "#000000", 0.3));
  s += circle(between(rand, 0.1, 0.9) * w, h * 0.9, w * 0.45, "url(#lamp)");
  return s;
}

const urban: Painter = (rand, w, h, n) => {
  const p = pick(rand, dusks);
  const subject = [skyline, facade, towers][(n - 1) % 3] ?? skyline;
  return subject(rand, w, h, p);
};

// ——— Minimalist: one subject, a great deal of space ——————————————————————————————

const calm = [
  { sky: ["#d3dcdc", "#aebdbe"], ground: "#8c9fa2", ink: "#26302f", accent: "#f4efe4" },
  { sky: ["#f2d4c8", "#dba796"], ground: "#c08c7e", ink: "#3a2626", accent: "#fff1e6" },
  { sky: ["#f3d995", "#e2ab58"], ground: "#c98d3c", ink: "#2e2114", accent: "#fdf3d6" },
  { sky: ["#b7c7d8", "#7590ab"], ground: "#5a7390", ink: "#18212c", accent: "#eef2f6" },
  { sky: ["#d7dfc8", "#a9b995"], ground: "#8a9a78", ink: "#263020", accent: "#f3f1e4" },
  { sky: ["#1b2642", "#33466d"], ground: "#111a2e", ink: "#0b1120", accent: "#f1e9d2" },
  { sky: ["#ecdcc8", "#d3ad8e"], ground: "#b98d6c", ink: "#7e2f1f", accent: "#fbf3e8" },
] as const;
type Calm = (typeof calm)[number];

function sky(p: Calm, w: number, h: number): string {
  return `<defs>${verticalGradient("sky", p.sky)}</defs>${rect(0, 0, w, h, "url(#sky)")}`;
}

/** Posts of an old pier walking out into the fog. */
function pier(rand: Rand, w: number, h: number, p: Calm): string {
  const horizon = h * between(rand, 0.52, 0.6);
  const vx = w * between(rand, 0.35, 0.65);
  let s = sky(p, w, h);
  s += rect(0, horizon, w, h - horizon, p.ground, ' opacity="0.55"');
  s += `<defs><linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[1]}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.sky[1]}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sky[1]}" stop-opacity="0"/></linearGradient></defs>`;
  const x0 = vx + w * between(rand, -0.25, 0.25);
  for (let k = 14; k >= 0; k--) {
    const sc = 1 / (1 + k * 0.42);
    for (const side of [-1, 1]) {
      const xb = vx + (x0 + side * w * 0.09 - vx) * sc;
      const yb = horizon + (h * 0.98 - horizon) * sc;
      const ph = h * 0.2 * sc;
      const pw = Math.max(2, w * 0.014 * sc);
      const tone = mix(p.ink, p.sky[1], 1 - sc ** 0.6);
      s += rect(xb - pw / 2, yb - ph, pw, ph, tone);
      s += rect(xb - pw / 2, yb, pw, ph * 0.7, tone, ' opacity="0.25"');
    }
  }
  s += rect(0, horizon - h * 0.06, w, h * 0.12, "url(#fog)");
  return s;
}

function branches(
  rand: Rand,
  x: number,
  y: number,
  angle: number,
  length: number,
  width: number,
  depth: number,
): string {
  const x2 = x + Math.cos(angle) * length;
  const y2 = y + Math.sin(angle) * length;
  const bend = between(rand, -0.15, 0.15) * length;
  let s = `<path d="M${r1(x)} ${r1(y)} Q${r1((x + x2) / 2 + bend)} ${r1((y + y2) / 2)} ${r1(x2)} ${r1(y2)}" stroke-width="${r1(width)}"/>`;
  if (depth === 0) return s;
  const forks = rand() < 0.3 ? 3 : 2;
  for (let i = 0; i < forks; i++) {
    const spread = between(rand, 0.25, 0.6) * (i === 0 ? -1 : 1) * (i === 2 ? 0.2 : 1);
    s += branches(
      rand,
      x2,
      y2,
      angle + spread,
      length * between(rand, 0.68, 0.8),
      width * 0.66,
      depth - 1,
    );
  }
  return s;
}

/** A single bare tree on a gentle hill. */
function tree(rand: Rand, w: number, h: number, p: Calm): string {
  const hill = h * between(rand, 0.7, 0.78);
  const tx = w * between(rand, 0.3, 0.7);
  let s = sky(p, w, h);
  s += path(
    `M0 ${r1(hill + h * 0.06)} Q${r1(tx)} ${r1(hill - h * 0.05)} ${w} ${r1(hill + h * 0.04)} L${w} ${h} L0 ${h} Z`,
    p.accent,
  );
  const trunk = h * between(rand, 0.1, 0.14);
  s += `<g stroke="${p.ink}" stroke-linecap="round" fill="none">${branches(rand, tx, hill - h * 0.005, -Math.PI / 2 + between(rand, -0.08, 0.08), trunk, w * 0.014, 8)}</g>`;
  s += `<defs><linearGradient id="mistUp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.sky[0]}" stop-opacity="0"/></linearGradient></defs>`;
  s += rect(0, 0, w, hill * 0.55, "url(#mistUp)");
  return s;
}

/** A sun low over a still sea, its path of light on the water. */
function sunAndSea(rand: Rand, w: number, h: number, p: Calm): string {
  const horizon = h * between(rand, 0.58, 0.68);
  const sx = w * between(rand, 0.3, 0.7);
  const r = w * between(rand, 0.08, 0.13);
  let s = sky(p, w, h);
  s += `<defs>${glowGradient("halo", p.accent, 0.6)}</defs>${circle(sx, horizon - r * between(rand, 0.4, 1.6), r * 3.5, "url(#halo)")}`;
  s += circle(
    sx,
    horizon - r * between(rand, 0.4, 1.4),
    r,
    p.ink === "#0b1120" ? p.accent : p.ink,
    ' opacity="0.9"',
  );
  s += rect(0, horizon, w, h - horizon, p.ground);
  for (let i = 0; i < 22; i++) {
    const y = horizon + 6 + ((h - horizon) * i) / 22;
    const half = r * (0.5 + i * 0.06) * between(rand, 0.7, 1.2);
    s += rect(sx - half, y, half * 2, 4 + i * 0.4, p.accent, ` opacity="${r1(0.5 - i * 0.018)}"`);
  }
  return s;
}

/** A small boat on flat water, its reflection the only other thing there. */
function boat(rand: Rand, w: number, h: number, p: Calm): string {
  const water = h * between(rand, 0.35, 0.5);
  const bx = w * between(rand, 0.3, 0.7);
  const by = h * between(rand, 0.6, 0.72);
  const bl = w * between(rand, 0.1, 0.15);
  let s = sky(p, w, h);
  s += `<defs>${verticalGradient("sea", [mix(p.sky[1], p.ground, 0.4), p.ground])}</defs>${rect(0, water, w, h - water, "url(#sea)")}`;
  const hull = `M${r1(bx - bl / 2)} ${r1(by)} L${r1(bx + bl / 2)} ${r1(by)} Q${r1(bx + bl * 0.45)} ${r1(by + bl * 0.16)} ${r1(bx + bl * 0.3)} ${r1(by + bl * 0.18)} L${r1(bx - bl * 0.35)} ${r1(by + bl * 0.18)} Q${r1(bx - bl * 0.48)} ${r1(by + bl * 0.12)} ${r1(bx - bl / 2)} ${r1(by)} Z`;
  s += path(hull, p.ink);
  s += `<g transform="translate(0 ${r1(by * 2 + bl * 0.36)}) scale(1 -1)" opacity="0.3">${path(hull, p.ink)}</g>`;
  if (rand() < 0.6)
    s += rect(bx - bl * 0.05, by - bl * 0.12, bl * 0.1, bl * 0.12, p.ink, ' rx="6"');
  for (let i = 0; i < 7; i++) {
    const y = by + bl * 0.4 + i * between(rand, 14, 30);
    s += rect(bx - bl * (0.3 + i * 0.1), y, bl * (0.6 + i * 0.2), 3, p.accent, ' opacity="0.35"');
  }
  return s;
}

/** A lime-washed wall, a doorway and a stair of shadow. */
function wall(rand: Rand, w: number, h: number, p: Calm): string {
  const top = h * between(rand, 0.2, 0.35);
  const sunlit = mix(p.sky[0], "#ffffff", 0.35);
  const shade = mix(p.sky[1], p.ink, 0.25);
  let s = sky(p, w, h);
  s += rect(0, top, w, h - top, sunlit);
  const dx = w * between(rand, 0.55, 0.75);
  const dw = w * 0.13;
  const dh = h * 0.3;
  s += path(
    `M${r1(dx)} ${h * 0.92} L${r1(dx)} ${r1(h * 0.92 - dh + dw / 2)} A${r1(dw / 2)} ${r1(dw / 2)} 0 0 1 ${r1(dx + dw)} ${r1(h * 0.92 - dh + dw / 2)} L${r1(dx + dw)} ${h * 0.92} Z`,
    mix(p.ink, p.ground, 0.2),
  );
  const steps = 7;
  const sw = w * 0.06;
  const sh = (h * 0.92 - top - h * 0.08) / steps;
  const pts: [number, number][] = [[0, h]];
  for (let i = 0; i < steps; i++) {
    pts.push([i * sw, h * 0.92 - i * sh], [(i + 1) * sw, h * 0.92 - i * sh]);
  }
  pts.push([steps * sw, h]);
  s += path(polygon(pts), shade, ' opacity="0.75"');
  s += rect(0, h * 0.92, w, h * 0.08, shade);
  s += rect(0, top - 10, w, 22, mix(sunlit, p.ink, 0.12));
  return s;
}

/** Dunes: two curves of sand, half in light, half in shadow. */
function dunes(rand: Rand, w: number, h: number, p: Calm): string {
  let s = sky(p, w, h);
  const noise = noise1d(rand, 2);
  for (let i = 0; i < 3; i++) {
    const base = h * (0.55 + i * 0.14);
    const crest: [number, number][] = [];
    for (let k = 0; k <= 8; k++) {
      crest.push([(w * k) / 8, base - h * 0.12 * (0.5 + 0.5 * noise(k * 0.5 + i * 3))]);
    }
    const line = smoothPath(crest);
    s += path(`${line} L${w} ${h} L0 ${h} Z`, mix(p.accent, p.ground, 0.25 + i * 0.25));
    s += path(
      `${line} L${w} ${r1(base + h * 0.1)} L0 ${r1(base + h * 0.02)} Z`,
      mix(p.ground, p.ink, 0.15 + i * 0.1),
      ' opacity="0.45"',
    );
  }
  return s;
}

const minimalist: Painter = (rand, w, h, n) => {
  const p = pick(rand, calm);
  const subject = [pier, tree, sunAndSea, boat, wall, dunes][(n - 1) % 6] ?? pier;
  return subject(rand, w, h, p);
};

// ——— Portraits: figures in window light ——————————————————————————————————————————

const rooms = [
  { wall: ["#4a3426", "#1a110c"], light: "#f0c493", figure: "#120c09", rim: "#ffd9aa" },
  { wall: ["#34414f", "#0c1118"], light: "#bcd6ea", figure: "#0a0e13", rim: "#e3f0fa" },
  { wall: ["#55524c", "#121211"], light: "#ece7dd", figure: "#0e0e0d", rim: "#f7f3ea" },
  { wall: ["#34463b", "#0c120f"], light: "#e2d2a2", figure: "#0b100c", rim: "#f5e8c2" },
  { wall: ["#5a2f2a", "#1a0c0b"], light: "#f2b49a", figure: "#150a09", rim: "#ffd2bf" },
] as const;

type Point = [number, number];

/**
 * A head and shoulders in profile, facing +x, around (0, 0) with a head about 1.5 units tall,
 * down to `bottom`. `at` maps these units to the canvas.
 */
function profile(rand: Rand, bottom: number, at: (p: Point) => Point): string {
  const nose = between(rand, 0.04, 0.12);
  const chin = between(rand, -0.04, 0.04);
  const xy = (x: number, y: number) => at([x, y]).map(r1).join(" ");
  const back = smoothPath(
    (
      [
        [-1.2, bottom],
        [-0.72, 1.55],
        [-0.32, 1.1],
        [-0.4, 0.6],
        [-0.62, 0.1],
        [-0.58, -0.4],
        [-0.3, -0.74],
        [0.08, -0.8],
        [0.38, -0.56],
      ] as Point[]
    ).map(at),
  );
  const face = [
    `C${xy(0.46, -0.4)} ${xy(0.49, -0.2)} ${xy(0.48, -0.05)}`,
    `C${xy(0.5, 0.05)} ${xy(0.6 + nose, 0.14)} ${xy(0.6 + nose, 0.2)}`,
    `C${xy(0.6 + nose, 0.25)} ${xy(0.52, 0.27)} ${xy(0.48, 0.29)}`,
    `C${xy(0.52, 0.32)} ${xy(0.54, 0.36)} ${xy(0.52, 0.41)}`,
    `C${xy(0.49, 0.46)} ${xy(0.45 + chin, 0.52)} ${xy(0.47 + chin, 0.62)}`,
    `C${xy(0.48 + chin, 0.72)} ${xy(0.35, 0.77)} ${xy(0.26, 0.77)}`,
    `C${xy(0.22, 0.8)} ${xy(0.2, 0.86)} ${xy(0.2, 0.92)}`,
    `C${xy(0.2, 1.05)} ${xy(0.22, 1.2)} ${xy(0.3, 1.3)}`,
    `C${xy(0.45, 1.45)} ${xy(0.8, 1.55)} ${xy(0.95, 1.9)}`,
    `L${xy(1.15, bottom)} Z`,
  ];
  return `${back} ${face.join(" ")}`;
}

const portraits: Painter = (rand, w, h, n) => {
  const p = pick(rand, rooms);
  const fromRight = rand() < 0.5;
  const lx = fromRight ? 0.85 : 0.15;
  let s = `<defs><radialGradient id="room" cx="${lx}" cy="0.3" r="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></radialGradient>${glowGradient("window", p.light, 0.5)}`;
  const scale = w * between(rand, 0.2, 0.24);
  const cx = w * (fromRight ? between(rand, 0.38, 0.48) : between(rand, 0.52, 0.62));
  const lit = cx + (fromRight ? 1 : -1) * scale;
  const dark = cx - (fromRight ? 1 : -1) * scale;
  s += `<linearGradient id="skin" gradientUnits="userSpaceOnUse" x1="${r1(lit)}" y1="0" x2="${r1(dark)}" y2="0"><stop offset="0" stop-color="${mix(p.figure, p.light, 0.28)}"/><stop offset="0.45" stop-color="${mix(p.figure, p.light, 0.06)}"/><stop offset="1" stop-color="${p.figure}"/></linearGradient></defs>`;
  s += rect(0, 0, w, h, "url(#room)");
  // The window: a pool of light on the wall, crossed by the shadow of its bars.
  const wx = lx * w;
  s += circle(wx, h * 0.3, w * 0.6, "url(#window)");
  s += `<g opacity="0.12" fill="${p.wall[1]}">${rect(wx - 6, h * 0.05, 12, h * 0.5)}${rect(wx - w * 0.22, h * 0.28, w * 0.44, 12)}</g>`;
  const cy = h * between(rand, 0.36, 0.44);
  const flip = fromRight ? 1 : -1;
  const place = ([x, y]: Point): Point => [cx + flip * x * scale, cy + y * scale];
  const frontal = n % 3 === 0;
  const bottom = (h - cy) / scale + 0.2;
  let figure: string;
  if (frontal) {
    const head = `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(scale * 0.5)}" ry="${r1(scale * 0.68)}"/>`;
    const neck = rect(cx - scale * 0.22, cy + scale * 0.4, scale * 0.44, scale * 0.7);
    const body = path(
      smoothPath(
        [
          [-1.5, bottom],
          [-1.25, 1.65],
          [-0.3, 1.05],
          [0.3, 1.05],
          [1.25, 1.65],
          [1.5, bottom],
        ].map(([x, y]) => [cx + (x ?? 0) * scale, cy + (y ?? 0) * scale] as Point),
      ),
      "inherit",
    );
    const hair = `<ellipse cx="${r1(cx)}" cy="${r1(cy - scale * between(rand, 0.08, 0.16))}" rx="${r1(scale * between(rand, 0.54, 0.62))}" ry="${r1(scale * 0.62)}"/>`;
    figure = `${head}${neck}${body}${rand() < 0.7 ? hair : ""}`;
  } else {
    const outline = profile(rand, bottom, place);
    const style = n % 3;
    let hair = "";
    if (style === 1)
      hair = circle(place([-0.62, -0.42])[0], place([-0.62, -0.42])[1], scale * 0.28, "inherit");
    if (style === 2)
      hair = path(
        smoothPath(
          (
            [
              [-0.1, -0.82],
              [-0.6, -0.6],
              [-0.78, 0.1],
              [-0.85, 0.9],
              [-0.7, 1.45],
              [-0.2, 1.3],
              [-0.15, 0.6],
            ] as Point[]
          ).map(place),
          true,
        ),
        "inherit",
      );
    figure = `${path(outline, "inherit")}${hair}`;
  }
  // Rim light: the figure in the light's colour, then again in shadow, nudged away from it.
  const nudge = r1(-flip * scale * 0.035);
  s += `<g fill="${p.rim}" opacity="0.9">${figure}</g>`;
  s += `<g fill="url(#skin)" transform="translate(${nudge} ${r1(scale * 0.01)})">${figure}</g>`;
  return s;
};

// ——— Nature: leaves, ferns, water and grass, close up ————————————————————————————

const greens = [
  {
    bg: ["#0c1d14", "#1f3b27"],
    leaf: ["#2f6b34", "#9bcd5d"],
    vein: "#d8f0a8",
    bokeh: ["#9cc56a", "#e8e29a", "#5f9e5a"],
  },
  {
    bg: ["#1f140b", "#45301a"],
    leaf: ["#9a3f14", "#eaa83c"],
    vein: "#ffe0a0",
    bokeh: ["#f3c76a", "#d9822b", "#f7e3a8"],
  },
  {
    bg: ["#0a1c24", "#14404c"],
    leaf: ["#2c6e5a", "#8fd1a8"],
    vein: "#d5f5e3",
    bokeh: ["#9fd3e0", "#cfeee8", "#4f9fb0"],
  },
  {
    bg: ["#17180d", "#3a3a1a"],
    leaf: ["#5b6b1e", "#c9d46a"],
    vein: "#f2f5c8",
    bokeh: ["#e6e28a", "#b9c95c", "#fff4c2"],
  },
] as const;
type Green = (typeof greens)[number];

function leafPath(x: number, y: number, angle: number, length: number, width: number): string {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const at = (u: number, v: number): string =>
    `${r1(x + u * length * c - v * width * s)} ${r1(y + u * length * s + v * width * c)}`;
  return `M${at(0, 0)} C${at(0.25, 0.55)} ${at(0.7, 0.5)} ${at(1, 0)} C${at(0.7, -0.5)} ${at(0.25, -0.55)} ${at(0, 0)} Z`;
}

function fern(rand: Rand, w: number, h: number, p: Green): string {
  let s = `<defs>${verticalGradient("bg", p.bg)}<linearGradient id="leaf" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${p.leaf[0]}"/><stop offset="1" stop-color="${p.leaf[1]}"/></linearGradient></defs>`;
  s += rect(0, 0, w, h, "url(#bg)") + bokeh(rand, w, h, p.bokeh, 28);
  const start: Point = [w * between(rand, 0.05, 0.25), h * 1.02];
  const ctrl: Point = [w * between(rand, 0.3, 0.6), h * between(rand, 0.1, 0.5)];
  const end: Point = [w * between(rand, 0.75, 0.95), h * between(rand, 0.05, 0.3)];
  const at = (t: number): Point => [
    (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * ctrl[0] + t * t * end[0],
    (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * ctrl[1] + t * t * end[1],
  ];
  let leaves = "";
  const count = 34;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const [x, y] = at(t);
    const [x2, y2] = at(t + 0.01);
    const dir = Math.atan2(y2 - y, x2 - x);
    const len = h * 0.3 * Math.sin(Math.PI * clamp(t * 0.95 + 0.05, 0, 1)) ** 0.8 * (1 - t * 0.5);
    for (const side of [-1, 1]) {
      leaves += `<path d="${leafPath(x, y, dir + side * between(rand, 1.0, 1.2), len, len * 0.16)}"/>`;
    }
  }
  s += `<g fill="url(#leaf)" stroke="${p.bg[0]}" stroke-width="2" stroke-opacity="0.5">${leaves}</g>`;
  s += `<path d="M${r1(start[0])} ${r1(start[1])} Q${r1(ctrl[0])} ${r1(ctrl[1])} ${r1(end[0])} ${r1(end[1])}" stroke="${p.leaf[0]}" stroke-width="9" fill="none"/>`;
  return s;
}

function leaf(rand: Rand, w: number, h: number, p: Green): string {
  let s = `<defs>${verticalGradient("bg", p.bg)}<linearGradient id="leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.leaf[1]}"/><stop offset="1" stop-color="${p.leaf[0]}"/></linearGradient><radialGradient id="drop" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.3" stop-color="${p.vein}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.bg[0]}" stop-opacity="0.5"/></radialGradient></defs>`;
  s += rect(0, 0, w, h, "url(#bg)") + bokeh(rand, w, h, p.bokeh, 18);
  const x = w * between(rand, 0.02, 0.12);
  const y = h * between(rand, 0.75, 0.95);
  const angle = between(rand, -0.55, -0.3);
  const length = w * between(rand, 0.85, 1);
  const width = h * between(rand, 0.55, 0.7);
  s += `<path d="${leafPath(x, y, angle, length, width)}" fill="url(#leaf)"/>`;
  const c = Math.cos(angle);
  const sn = Math.sin(angle);
  const along = (u: number, v: number): Point => [
    x + u * length * c - v * width * sn,
    y + u * length * sn + v * width * c,
  ];
  let veins = `M${along(0, 0).map(r1).join(" ")} L${along(0.97, 0).map(r1).join(" ")} `;
  for (let i = 1; i < 10; i++) {
    const u = i / 10.5;
    const reach = 0.5 * Math.sin(Math.PI * (u * 0.9 + 0.05));
    for (const side of [-1, 1]) {
      const [ax, ay] = along(u, 0);
      const [bx, by] = along(u + 0.1, side * reach * 0.55);
      const [ex, ey] = along(u + 0.16, side * reach * 0.85);
      veins += `M${r1(ax)} ${r1(ay)} Q${r1(bx)} ${r1(by)} ${r1(ex)} ${r1(ey)} `;
    }
  }
  s += `<path d="${veins}" fill="none" stroke="${p.vein}" stroke-width="5" stroke-opacity="0.55" stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i++) {
    const [dx, dy] = along(between(rand, 0.15, 0.85), between(rand, -0.3, 0.3));
    const r = between(rand, 10, 34);
    s +=
      circle(dx, dy, r, "url(#drop)") +
      circle(dx - r * 0.3, dy - r * 0.3, r * 0.18, "#ffffff", ' opacity="0.8"');
  }
  return s;
}

function ripples(rand: Rand, w: number, h: number, p: Green): string {
  let s = `<defs>${verticalGradient("bg", [p.bg[1], p.bg[0]])}</defs>${rect(0, 0, w, h, "url(#bg)")}`;
  for (let i = 0; i < 30; i++) {
    s += `<ellipse cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" rx="${r1(between(rand, 0.05, 0.2) * w)}" ry="${r1(between(rand, 3, 8))}" fill="${pick(rand, p.bokeh)}" opacity="${r1(between(rand, 0.08, 0.22))}"/>`;
  }
  const centres = 1 + Math.floor(rand() * 2);
  for (let c = 0; c < centres; c++) {
    const cx = w * between(rand, 0.25, 0.75);
    const cy = h * between(rand, 0.3, 0.7);
    let rings = "";
    for (let i = 1; i <= 12; i++) {
      const rx = i * w * 0.035 * (1 + i * 0.04);
      rings += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(rx * 0.38)}" stroke-opacity="${r1(0.7 - i * 0.05)}" stroke-width="${r1(7 - i * 0.4)}"/>`;
    }
    s += `<g fill="none" stroke="${p.vein}">${rings}</g>`;
    if (c === 0) {
      const a = between(rand, -0.6, 0.6);
      s += `<path d="${leafPath(cx - w * 0.07, cy, a, w * 0.14, h * 0.05)}" fill="${p.leaf[1]}"/>`;
      s += `<path d="${leafPath(cx - w * 0.07, cy, a, w * 0.14, 0)}" stroke="${p.leaf[0]}" stroke-width="3"/>`;
    }
  }
  return s;
}

function grasses(rand: Rand, w: number, h: number, p: Green): string {
  let s = `<defs>${verticalGradient("bg", [mix(p.bokeh[1], p.bg[1], 0.2), p.bokeh[0], p.bg[1]])}${glowGradient("sun", "#fff6d8", 0.9)}</defs>`;
  s += rect(0, 0, w, h, "url(#bg)");
  s += circle(w * between(rand, 0.2, 0.8), h * between(rand, 0.25, 0.45), w * 0.35, "url(#sun)");
  s += bokeh(rand, w, h, p.bokeh, 16);
  let stems = "";
  let heads = "";
  for (let i = 0; i < 70; i++) {
    const x = rand() * w;
    const top = h * between(rand, 0.15, 0.75);
    const lean = between(rand, -0.12, 0.12) * w;
    stems += `M${r1(x)} ${h} Q${r1(x + lean * 0.2)} ${r1((h + top) / 2)} ${r1(x + lean)} ${r1(top)} `;
    if (rand() < 0.45) {
      heads += `<ellipse cx="${r1(x + lean)}" cy="${r1(top - 18)}" rx="7" ry="26" transform="rotate(${r1((lean / w) * 90)} ${r1(x + lean)} ${r1(top)})"/>`;
    }
  }
  s += `<path d="${stems}" fill="none" stroke="${p.bg[0]}" stroke-width="4" opacity="0.85"/>`;
  s += `<g fill="${p.bg[0]}" opacity="0.9">${heads}</g>`;
  return s;
}

const nature: Painter = (rand, w, h, n) => {
  const p = pick(rand, greens);
  const subject = [fern, leaf, ripples, grasses][(n - 1) % 4] ?? fern;
  return subject(rand, w, h, p);
};

// ——— Abstract: colour, form and texture ——————————————————————————————————————————

const palettes = [
  ["#1d3557", "#457b9d", "#a8dadc", "#f1faee", "#e63946"],
  ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"],
  ["#2b2d42", "#8d99ae", "#edf2f4", "#ef233c", "#d90429"],
  ["#3d405b", "#81b29a", "#f2cc8f", "#e07a5f", "#f4f1de"],
  ["#0f0e17", "#ff8906", "#f25f4c", "#e53170", "#fffffe"],
  ["#3a2414", "#7f4f24", "#b08455", "#d9c4a0", "#c2452d"],
  ["#22223b", "#4a4e69", "#9a8c98", "#c9ada7", "#f2e9e4"],
] as const;

/** Soft-edged fields of colour, stacked like a painting of Rothko's. */
function fields(rand: Rand, w: number, h: number, c: readonly string[]): string {
  const ground = c[0] ?? "#222222";
  let s = rect(0, 0, w, h, ground);
  const count = pick(rand, [2, 3] as const);
  const margin = w * 0.08;
  let y = h * 0.07;
  const space = h * 0.86;
  const weights = Array.from({ length: count }, () => between(rand, 0.6, 1.4));
  const total = weights.reduce((a, b) => a + b, 0);
  // Soft edges without a blur filter (slow to rasterise): a stack of ever smaller, faint
  // rectangles whose opacities add up to a ramp.
  const feather = w * 0.02;
  const steps = 8;
  for (const weight of weights) {
    const fh = (space * weight) / total - h * 0.025;
    const colour = pick(rand, c.slice(1));
    let g = "";
    for (let i = 0; i < steps; i++) {
      const inset = feather * (i / steps - 0.5);
      g += rect(
        margin + inset,
        y + inset,
        w - margin * 2 - inset * 2,
        fh - inset * 2,
        undefined,
        ` rx="${r1(feather)}"`,
      );
    }
    s += `<g fill="${colour}" opacity="${r1(between(rand, 0.85, 0.95))}"><g opacity="0.3">${g}</g>${rect(margin + feather / 2, y + feather / 2, w - margin * 2 - feather, fh - feather, undefined, ` rx="${r1(feather)}"`)}</g>`;
    s += rect(
      margin * 1.6,
      y + fh * 0.22,
      w - margin * 3.2,
      fh * 0.56,
      mix(colour, "#ffffff", 0.1),
      ` rx="${r1(feather * 2)}" opacity="0.3"`,
    );
    y += fh + h * 0.025;
  }
  return s;
}

/** Broad ribbons of colour folding across the frame. */
function ribbons(rand: Rand, w: number, h: number, c: readonly string[]): string {
  let defs = "";
  let s = "";
  const bands = 6;
  for (let i = 0; i < bands; i++) {
    const a = pick(rand, c);
    const b = pick(rand, c);
    defs += `<linearGradient id="r${i}" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
    const top = noise1d(rand, 2);
    const thick = noise1d(rand, 2);
    const centre = h * ((i + 0.5) / bands) + between(rand, -0.05, 0.05) * h;
    const upper: Point[] = [];
    const lower: Point[] = [];
    for (let k = 0; k <= 10; k++) {
      const x = (w * k) / 10;
      const y = centre + h * 0.22 * top(k * 0.25);
      const t = h * (0.08 + 0.07 * (thick(k * 0.3) + 1));
      upper.push([x, y - t / 2]);
      lower.unshift([x, y + t / 2]);
    }
    const d = `${smoothPath(upper)} L${r1(lower[0]?.[0] ?? w)} ${r1(lower[0]?.[1] ?? h)} ${smoothPath(lower).replace(/^M/, "L")} Z`;
    s += path(d, `url(#r${i})`, ` opacity="${r1(between(rand, 0.75, 0.95))}"`);
  }
  return `<defs>${defs}</defs>${rect(0, 0, w, h, c[0] ?? "#222222")}${s}`;
}

/** A grid of circles, halves and quarters in flat colour: the Bauhaus way. */
function geometry(rand: Rand, w: number, h: number, c: readonly string[]): string {
  const paper = mix(c[3] ?? "#eeeeee", "#ffffff", 0.35);
  let s = rect(0, 0, w, h, paper);
  const cols = 3;
  const rows = 4;
  const cw = w / cols;
  const ch = h / rows;
  const inks = c.filter((x) => x !== c[3]);
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const x = k * cw;
      const y = r * ch;
      const ink = pick(rand, inks);
      const kind = Math.floor(rand() * 6);
      if (rand() < 0.4) s += rect(x, y, cw, ch, pick(rand, inks), ' opacity="0.9"');
      const m = Math.min(cw, ch);
      const cx = x + cw / 2;
      const cy = y + ch / 2;
      if (kind === 0) s += circle(cx, cy, m * 0.4, ink);
      if (kind === 1)
        s += path(
          `M${r1(x)} ${r1(y + ch)} A${r1(cw)} ${r1(cw)} 0 0 1 ${r1(x + cw)} ${r1(y + ch - cw)} L${r1(x + cw)} ${r1(y + ch)} Z`,
          ink,
        );
      if (kind === 2)
        s += path(
          `M${r1(x)} ${r1(cy)} A${r1(cw / 2)} ${r1(cw / 2)} 0 0 1 ${r1(x + cw)} ${r1(cy)} Z`,
          ink,
        );
      if (kind === 3)
        s += path(
          polygon([
            [x, y + ch],
            [x + cw, y + ch],
            [cx, y],
          ]),
          ink,
        );
      if (kind === 4)
        s += `<g fill="${ink}">${rect(x, y + ch * 0.2, cw, ch * 0.12)}${rect(x, y + ch * 0.44, cw, ch * 0.12)}${rect(x, y + ch * 0.68, cw, ch * 0.12)}</g>`;
      if (kind === 5)
        s += circle(cx, cy, m * 0.4, "none", ` stroke="${ink}" stroke-width="${r1(m * 0.12)}"`);
    }
  }
  return s;
}

/** Light through coloured glass: overlapping translucent discs. */
function glass(rand: Rand, w: number, h: number, c: readonly string[]): string {
  let s = `<defs>${verticalGradient("bg", [c[0] ?? "#111111", mix(c[0] ?? "#111111", c[1] ?? "#333333", 0.5)])}</defs>`;
  s += rect(0, 0, w, h, "url(#bg)");
  for (let i = 0; i < 11; i++) {
    const colour = pick(rand, c.slice(1));
    const r = between(rand, 0.12, 0.38) * w;
    s += circle(rand() * w, rand() * h, r, colour, ` opacity="${r1(between(rand, 0.35, 0.7))}"`);
  }
  for (let i = 0; i < 5; i++) {
    const y = rand() * h;
    s += rect(
      0,
      y,
      w,
      between(rand, 4, 30),
      pick(rand, c.slice(2)),
      ` opacity="${r1(between(rand, 0.2, 0.5))}"`,
    );
  }
  return s;
}

const abstract: Painter = (rand, w, h, n) => {
  const c = pick(rand, palettes);
  const subject = [fields, ribbons, geometry, glass][(n - 1) % 4] ?? fields;
  return subject(rand, w, h, c);
};

export const painters: Record<string, Painter> = {
  abstract,
  landscapes,
  urban,
  minimalist,
  portraits,
  nature,
};
