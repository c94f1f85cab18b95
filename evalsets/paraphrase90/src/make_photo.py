# Turns a rendered PNG page into a phone-photo-like JPEG (no text layer).
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(90)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker desk background, slightly rotated
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg
# uneven lighting: gradient shading + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for y in range(img.height):
    v = int(255 - 60 * (y / img.height))  # darker toward the bottom
    d.line([(0, y), (img.width, y)], fill=v)
vign = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-img.width * 0.15, -img.height * 0.1, img.width * 1.15, img.height * 1.1], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(img.width // 8))
mask = ImageChops.multiply(shade, vign)
dark = Image.new("RGB", img.size, (30, 26, 22))
img = Image.composite(img, dark, mask.point(lambda p: int(110 + p * 145 / 255)))
# warm tint, blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda p: min(255, p + 8)), g, b.point(lambda p: max(0, p - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save(dst, "JPEG", quality=72)
