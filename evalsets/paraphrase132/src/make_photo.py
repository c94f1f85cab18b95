"""Turn a rendered page PNG into a phone-photo JPG (rotation, shading, vignette, blur, noise)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(132)
page = Image.open(src).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))  # wooden desk
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg
# uneven lighting: darker at bottom-right
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, img.width + img.height, 8):
    v = int(70 * i / (img.width + img.height))
    d.line([(i, 0), (0, i)], fill=v, width=8)
img = ImageChops.subtract(img, Image.merge("RGB", [shade] * 3))
# vignette
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
for k in range(40):
    dv.ellipse([-k * 12 - 200, -k * 12 - 250, img.width + k * 12 + 200, img.height + k * 12 + 250], outline=int(2.5 * k))
vig = vig.filter(ImageFilter.GaussianBlur(60))
img = ImageChops.subtract(img, Image.merge("RGB", [ImageChops.invert(vig).point(lambda p: max(0, p - 150))] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save(dst, "JPEG", quality=78)
