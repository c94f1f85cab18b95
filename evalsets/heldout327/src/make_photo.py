"""Turn src/build/vanessa_tsoi_2026-1.png into a skewed, shaded phone photo: cvs/IMG_20261104_0932.jpg."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance

here = Path(__file__).resolve().parent
src = here / "build" / "vanessa_tsoi_2026-1.png"
out = here.parent / "cvs" / "IMG_20261104_0932.jpg"
random.seed(327)
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
canvas.paste(im, ((canvas.width - w) // 2, (canvas.height - h) // 2))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# uneven lighting: gradient from top-left + vignette
W, H = canvas.size
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(70 * i / max(W, H))
    dr.line([(i, 0), (0, i)], fill=v, width=4)
    dr.line([(W, H - i), (W - i, H)], fill=v, width=4)
dark = Image.new("RGB", (W, H), (30, 25, 20))
canvas = Image.composite(dark, canvas, shade.filter(ImageFilter.GaussianBlur(60)).point(lambda p: int(p * 0.6)))
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
canvas = Image.composite(canvas, dark, vig)
canvas = ImageEnhance.Color(canvas).enhance(0.9)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
px = canvas.load()
for _ in range(W * H // 25):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
canvas.save(out, "JPEG", quality=82)
print("wrote", out)
