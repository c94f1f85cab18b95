"""Turns p8/page-1.png (pdftoppm -r 150 of ran_shuyu.pdf) into a phone-photo JPG with no text layer."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(259)
H = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(H, "p8", "page-1.png")).convert("RGB")
W, Hh = img.size
# paper tint
tint = Image.new("RGB", img.size, (236, 228, 212))
img = ImageChops.multiply(img, tint)
# place on a darker desk background and rotate
bg = Image.new("RGB", (W + 160, Hh + 160), (92, 80, 66))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# vignette / uneven lighting
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
w, h = img.size
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-w * 0.25 + i * 8, -h * 0.2 + i * 10, w * 1.25 - i * 8, h * 1.2 - i * 10], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", img.size, (30, 26, 22))
img = Image.composite(img, dark, mask.point(lambda p: 110 + p * 145 // 255))
# shadow band
sh = Image.new("L", img.size, 255)
ImageDraw.Draw(sh).polygon([(0, 0), (int(w * 0.35), 0), (0, int(h * 0.4))], fill=200)
sh = sh.filter(ImageFilter.GaussianBlur(60))
img = ImageChops.multiply(img, Image.merge("RGB", (sh, sh, sh)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, Image.eval(noise, lambda p: 200 + p // 5)), 0.5)
img.save(os.path.join(H, "..", "cvs", "IMG_20261108_213547.jpg"), quality=82)
print(img.size)
