"""Turns the rendered page PNG into a phone-photo-like JPG (rotate, shade, blur, noise); no text layer."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(67)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# crop the lower empty half of the page a bit, as a phone would frame the text
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))  # wooden desk
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards the right and the bottom, plus vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for x in range(0, W, 4):
    for y in range(0, H, 4):
        dx, dy = (x - W * 0.35) / W, (y - H * 0.4) / H
        v = 255 - int(190 * (dx * dx + dy * dy)) - int(35 * x / W)
        d.rectangle([x, y, x + 3, y + 3], fill=max(90, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(25))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)))
# warm tint
r, g, b = img.split()
b = b.point(lambda v: int(v * 0.9))
img = Image.merge("RGB", (r, g, b))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(dst, "JPEG", quality=78)
