"""Turn a rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(312)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# desk background, page slightly rotated
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 74, 58))
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 74, 58))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
img = bg
# warm tint + uneven lighting (shadow from upper left, vignette)
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
W, H = img.size
for i in range(60):
    a = int(i * 2.2)
    d.ellipse([-W * 0.6 + i * 12, -H * 0.5 + i * 12, W * 1.6 - i * 12, H * 1.5 - i * 12], fill=a)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (40, 32, 25))
img = Image.composite(img, dark, shade.point(lambda v: min(255, 110 + v)))
grad = Image.linear_gradient("L").resize(img.size).filter(ImageFilter.GaussianBlur(40))
tint = Image.new("RGB", img.size, (255, 236, 205))
img = ImageChops.multiply(img, Image.composite(tint, Image.new("RGB", img.size, (255, 255, 255)), grad))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(dst, "JPEG", quality=82)
