"""Turns tex/gan_lin_page-1.png (pdftoppm -r 150) into a phone photo cvs/IMG_20261103_142207.jpg."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(7)
page = Image.open(os.path.join(here, "tex", "gan_lin_page-1.png")).convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.80)))          # printed content only
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))   # wooden desk
bg.paste(page, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: gradient shade from top-left to bottom-right + vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W * 0.4) / W, (y - H * 0.35) / H
        v = 255 - int(170 * (dx * dx + dy * dy)) - int(25 * x / W)
        d.rectangle([x, y, x + 3, y + 3], fill=max(120, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(30))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 4)), 0.35)
img = Image.blend(img, Image.new("RGB", (W, H), (255, 240, 215)), 0.06)  # warm cast
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_142207.jpg"), quality=82)
print("ok", img.size)
