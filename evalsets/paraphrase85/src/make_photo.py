"""Turns the rendered page PNG into a phone-photo style JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(85)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))  # wooden desk tone
page = page.rotate(-1.8, expand=True, fillcolor=(92, 78, 64), resample=Image.BICUBIC)
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# warm shading gradient (light from top-left) + vignette
W, H = bg.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W * 0.35) / W, (y - H * 0.3) / H
        v = int(255 - min(110, 260 * (dx * dx + dy * dy)))
        d.rectangle([x, y, x + 3, y + 3], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(30))
bg = ImageChops.multiply(bg, Image.merge("RGB", (shade, shade, shade.point(lambda v: int(v * 0.93)))))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 4)), 0.35)
bg.save(dst, "JPEG", quality=82)
