"""Turn a rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(263)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker desk background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.10)), (96, 84, 70))
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(96, 84, 70))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg
# uneven lighting: a gradient from top-left (bright) to bottom-right (shadow), plus vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        v = 255 - int(55 * (x / W * 0.6 + y / H * 0.4))
        cx, cy = (x - W / 2) / (W / 2), (y - H / 2) / (H / 2)
        v -= int(40 * max(0.0, (cx * cx + cy * cy) - 0.5))
        d.rectangle([x, y, x + 3, y + 3], fill=max(0, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(20))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)))
img = Image.blend(img, Image.new("RGB", img.size, (255, 236, 205)), 0.06)  # warm cast
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
img.save(dst, "JPEG", quality=82)
