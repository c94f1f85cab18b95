"""Turns src/ran/page-1.png (pdftoppm -r 150) into a phone photo cvs/冉明溪_简历_2023.jpg."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(116)
HERE = os.path.dirname(os.path.abspath(__file__))
src = Image.open(os.path.join(HERE, "ran", "page-1.png")).convert("RGB")
w, h = src.size
# paper on a desk: pad with a dark background, rotate 2.2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 74, 60))
bg.paste(src, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 60))
# shading: light from top-left, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
W, H = img.size
for i in range(0, max(W, H), 4):
    v = int(70 * i / max(W, H))
    d.ellipse([-W * 0.3 + i * 0.1 - i, -H * 0.3 - i, W * 0.6 + i, H * 0.6 + i], outline=v, width=6)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (0, 0, 0))
img = Image.composite(dark, img, shade)
# warm tint
img = ImageChops.multiply(img, Image.new("RGB", img.size, (255, 246, 228)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda x: 200 + x // 4)), 0.35)
img.save(os.path.join(HERE, "..", "cvs", "冉明溪_简历_2023.jpg"), quality=82)
print("ok", img.size)
