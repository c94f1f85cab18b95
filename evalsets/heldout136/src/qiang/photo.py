# Turns the rendered page PNG into a phone-photo-like JPEG (no text layer).
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(136)
src, out = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a desk: larger canvas with a darker wooden-ish background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 74, 58))
bg.paste(page, (int(w * 0.06), int(h * 0.035)))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# lighting gradient (shadow from the phone on one side) + vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(W):
    d.line([(i, 0), (i, H)], fill=int(255 - 55 * (i / W)))
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W // 10))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
# warm tint, slight blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, int(v * 1.03))), g, b.point(lambda v: int(v * 0.92))))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save(out, "JPEG", quality=82)
