"""Turns jingyun_ke_2026.pdf (page 1) into a phone photo: cvs/jingyun_ke_cv_2026.jpg (no text layer)."""
import random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(287)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "jingyun_ke_2026.pdf", "page"], check=True)
pg = Image.open("page-1.png").convert("RGB")
w, h = pg.size
pg = pg.crop((0, 0, w, int(h * 0.62)))          # the printed sheet, folded under below the text
w, h = pg.size
bg = Image.new("RGB", (w + 260, h + 260), (92, 74, 58))   # wooden desk
bg.paste(pg, (130, 110))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(W):                               # light from the left, darker on the right
    d.line([(i, 0), (i, H)], fill=int(70 * i / W))
vig = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vig)
for k in range(40):
    dv.rectangle([k * 6, k * 6, W - k * 6, H - k * 6], outline=int(110 * (1 - k / 40)))
mask = Image.eval(Image.merge("L", [shade]), lambda v: v)
dark = Image.new("RGB", (W, H), (0, 0, 0))
bg = Image.composite(dark, bg, Image.eval(shade, lambda v: v))
bg = Image.composite(dark, bg, vig.filter(ImageFilter.GaussianBlur(25)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg = ImageEnhance.Color(bg).enhance(0.9)
bg.save("../cvs/jingyun_ke_cv_2026.jpg", quality=82)
