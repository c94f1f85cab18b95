# Turns src/long/jiachi_long_2026.pdf (page 1, rendered at 150 dpi) into a phone-photo JPEG.
import random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(148)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "long/jiachi_long_2026.pdf", "long/page"], check=True)
im = Image.open("long/page-1.png").convert("RGB")
w, h = im.size
# paper on a darker table
bg = Image.new("RGB", (w + 160, h + 200), (92, 80, 66))
bg.paste(im, (80, 90))
im = bg.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = im.size
# uneven lighting: vertical gradient + vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(40 * y / H))
vign = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vign)
for i in range(60):
    dv.ellipse([-W * 0.2 + i * 6, -H * 0.15 + i * 6, W * 1.2 - i * 6, H * 1.15 - i * 6], fill=int(i * 1.5))
vign = ImageChops.invert(vign.filter(ImageFilter.GaussianBlur(40)))
mask = ImageChops.add(shade, ImageChops.multiply(vign, Image.new("L", (W, H), 120)))
im = ImageChops.subtract(im, Image.merge("RGB", [mask] * 3))
# warm tint, blur, noise
r, g, b = im.split()
im = Image.merge("RGB", (r, g.point(lambda v: int(v * 0.97)), b.point(lambda v: int(v * 0.9))))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 14).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save("../cvs/IMG_20261103_184512.jpg", quality=80)
print(im.size)
import os
os.remove("long/page-1.png")
