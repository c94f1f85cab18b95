"""Turns lin_muchuan_2026.pdf (rendered to PNG) into a phone-photo JPEG with no text layer."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(274)
src, out = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# desk background, page slightly rotated
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
rot = page.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
# shading: light from top-left, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-bg.width * 0.3 + i * 2, -bg.height * 0.3 + i * 2,
               bg.width * 1.2 - i * 2, bg.height * 1.2 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (30, 25, 20))
img = Image.composite(bg, dark, shade.point(lambda v: 150 + v * 105 // 255))
img = ImageChops.multiply(img, Image.new("RGB", bg.size, (255, 246, 228)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(out, "JPEG", quality=82)
