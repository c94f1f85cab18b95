"""Turns src/jsy/page-1.png into a phone photo cvs/jiang_shuyao_2026.jpg (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(215)
here = Path(__file__).resolve().parent
page = Image.open(here / "jsy" / "page-1.png").convert("RGB")
w, h = page.size
# paper on a wooden-ish desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (121, 92, 64))
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(121, 92, 64))
canvas.paste(page, ((canvas.width - page.width) // 2, (canvas.height - page.height) // 2))
# uneven lighting: darker towards the lower right, a soft shadow band
shade = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, canvas.width + canvas.height, 6):
    v = int(70 * i / (canvas.width + canvas.height))
    d.line([(i, 0), (0, i)], fill=v, width=6)
d.rectangle([0, int(canvas.height * 0.62), canvas.width, int(canvas.height * 0.70)], fill=90)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", canvas.size, (20, 18, 15))
img = Image.composite(dark, canvas, shade)
# vignette
vig = Image.new("L", canvas.size, 0)
ImageDraw.Draw(vig).ellipse([-canvas.width * 0.15, -canvas.height * 0.1, canvas.width * 1.15, canvas.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(150))
img = Image.composite(img, Image.new("RGB", canvas.size, (30, 26, 22)), vig)
# warm tint, blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda x: min(255, x + 8)), g, b.point(lambda x: max(0, x - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-110)
img = img.filter(ImageFilter.GaussianBlur(0.4))
out = here.parent / "cvs" / "jiang_shuyao_2026.jpg"
img.save(out, quality=82)
print("wrote", out, img.size)
