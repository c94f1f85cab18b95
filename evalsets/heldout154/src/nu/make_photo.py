# Turns roisin_fitzgerald_2026.pdf (rendered to PNG by pdftoppm -r 150) into a phone-photo JPG.
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(154)
src, out = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# table/background the page lies on
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg
# uneven lighting: darker bottom-right, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
W, H = img.size
for i in range(60):
    r = int(max(W, H) * (1.0 - i / 75))
    v = int(255 * (i / 60) ** 0.6)
    d.ellipse([W * 0.42 - r, H * 0.38 - r, W * 0.42 + r, H * 0.38 + r], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (40, 36, 30))
img = Image.composite(img, dark, shade.point(lambda p: 110 + p * 145 // 255))
# warm cast
r, g, b = img.split()
img = Image.merge("RGB", (r, g.point(lambda p: int(p * 0.97)), b.point(lambda p: int(p * 0.90))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save(out, "JPEG", quality=82)
print("saved", out, img.size)
