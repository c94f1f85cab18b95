"""Turn the rendered page (pdftoppm -r 150 -png) into a phone-photo-like JPEG with Pillow
(ImageMagick is not installed here): rotate ~1.8 deg, vignette, uneven shading, blur, noise."""
import random, sys
from PIL import Image, ImageFilter, ImageChops, ImageDraw, ImageEnhance
src, dst = sys.argv[1], sys.argv[2]
random.seed(9)
page = Image.open(src).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (104, 96, 86))
bg.paste(page, ((bg.width - w) // 2 + 12, (bg.height - h) // 2 - 8))
img = bg.rotate(1.8, resample=Image.BICUBIC, fillcolor=(98, 90, 80))
# uneven lighting: radial vignette + a soft diagonal shadow
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
cx, cy = img.width * 0.55, img.height * 0.42
for r in range(0, 60):
    k = r / 60
    rad = max(img.width, img.height) * (1.05 - k * 0.9)
    d.ellipse([cx - rad, cy - rad * 1.2, cx + rad, cy + rad * 1.2], fill=int(150 + 105 * k))
mask = mask.filter(ImageFilter.GaussianBlur(80))
shade = Image.merge("RGB", [mask, mask, mask])
img = ImageChops.multiply(img, shade)
img = ImageEnhance.Color(img).enhance(0.85)
tint = Image.new("RGB", img.size, (255, 246, 228))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("L")
noise = Image.merge("RGB", [noise] * 3)
img = Image.blend(img, ImageChops.overlay(img, noise), 0.35)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)), Image.LANCZOS)
img.save(dst, "JPEG", quality=80)
