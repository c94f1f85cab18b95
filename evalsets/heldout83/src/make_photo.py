"""Turn the rendered page of min_jianing_zh.pdf into a phone photo (JPEG, no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(83)
src = sys.argv[1] if len(sys.argv) > 1 else "mj-1.png"
out = sys.argv[2] if len(sys.argv) > 2 else "../cvs/IMG_20261119_094512.jpg"
page = Image.open(src).convert("L")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
# paper on a desk: pad with a darker background, rotate a little
bg = Image.new("L", (page.width + 160, page.height + 160), 70)
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=60).convert("RGB")
# warm tint
r, g, b = img.split()
r = r.point(lambda v: min(255, int(v * 1.0 + 6)))
b = b.point(lambda v: int(v * 0.90))
img = Image.merge("RGB", (r, g, b))
# shading: gradient from top-left light to bottom-right darker + vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    v = int(255 - 55 * (y / H))
    d.line([(0, y), (W, y)], fill=v)
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse((-W * 0.15, -H * 0.15, W * 1.15, H * 1.15), fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign.point(lambda v: 150 + int(v * 105 / 255)))
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("L")
img = Image.blend(img, Image.merge("RGB", (noise, noise, noise)), 0.06)
img.save(out, "JPEG", quality=82)
print(out, img.size)
