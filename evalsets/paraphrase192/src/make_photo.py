"""Turn a rendered page PNG into a phone-photo-like JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(192)
page = Image.open(src).convert("RGB")
w, h = page.size
# table background, page slightly rotated on it
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (118, 96, 74))
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(118, 96, 74))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
img = bg
# uneven lighting: a diagonal shade plus vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(img.width):
    d.line([(i, 0), (i, img.height)], fill=int(70 * i / img.width))
vign = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-img.width * 0.25, -img.height * 0.2, img.width * 1.25, img.height * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(img.width // 8))
dark = Image.new("RGB", img.size, (20, 18, 15))
img = Image.composite(img, dark, vign)
img = ImageChops.subtract(img, Image.merge("RGB", [shade, shade, shade]))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save(dst, "JPEG", quality=82)
