"""Turns page-1.png (rendered CV page) into a phone photo JPG without text layer."""
import random, sys
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = Path(__file__).resolve().parent
src = sorted(here.glob("page*.png"))[0]
out = here.parent.parent / "cvs" / "俞舒然_简历_2026.jpg"
random.seed(265)
img = Image.open(src).convert("RGB")
w, h = img.size
# paper on a table: pad with dark background, rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(img, ((bg.width - w) // 2, (bg.height - h) // 2))
bg = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: gradient from top-left (lighter) to bottom-right (darker) + vignette
grad = Image.new("L", bg.size)
gd = ImageDraw.Draw(grad)
for y in range(bg.height):
    v = int(255 - 55 * y / bg.height)
    gd.line([(0, y), (bg.width, y)], fill=v)
vign = Image.new("L", bg.size, 0)
vd = ImageDraw.Draw(vign)
vd.ellipse([-bg.width * 0.25, -bg.height * 0.2, bg.width * 1.25, bg.height * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(180))
mask = ImageChops.multiply(grad, vign)
shade = Image.merge("RGB", [mask, mask, mask])
bg = ImageChops.multiply(bg, shade)
# warm tint
r, g, b = bg.split()
b = b.point(lambda v: int(v * 0.92))
bg = Image.merge("RGB", (r, g, b))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.35)
bg.save(out, "JPEG", quality=82)
print(out, bg.size)
