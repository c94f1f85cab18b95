"""Turns the rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(221)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# paper on a darker desk background
bg = Image.new("RGB", (page.width + 260, page.height + 300), (92, 84, 74))
bg.paste(page, (130, 150))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# lighting gradient (shadow from top-left) + vignette
w, h = img.size
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, max(w, h), 4):
    v = int(255 - 70 * (1 - i / max(w, h)))
    dr.ellipse([w * 0.55 - i, h * 0.6 - i, w * 0.55 + i, h * 0.6 + i], outline=v, width=4)
shade = shade.filter(ImageFilter.GaussianBlur(60))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
img = img.resize((int(w * 0.8), int(h * 0.8)), Image.LANCZOS)
img.save(dst, "JPEG", quality=78)
print("wrote", dst, img.size)
