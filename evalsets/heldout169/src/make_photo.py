"""Turns src/page.png (pdftoppm -r 150 of wang_ruohe_2026.pdf) into a phone photo, cvs/汪若禾_简历_2026.jpg."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(169)
HERE = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(HERE, "page.png")).convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.72)))          # only the printed part of the sheet
w, h = img.size
# paper tint
img = ImageChops.multiply(img, Image.new("RGB", img.size, (246, 240, 226)))
# put on a darker table background, rotate 2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(img, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, fillcolor=(92, 78, 64))
# vignette / uneven lighting
W, H = bg.size
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    a = int(255 * i / 60)
    dr.ellipse([-W * 0.25 + i * W / 160, -H * 0.2 + i * H / 160, W * 1.15 - i * W / 160, H * 1.1 - i * H / 160], fill=a)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 34, 28))
bg = Image.composite(bg, dark, mask)
# shadow gradient from the left (phone/hand shadow)
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
bg = Image.composite(bg, ImageChops.multiply(bg, Image.new("RGB", (W, H), (185, 180, 175))), grad)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 4)), 0.35)
bg.save(os.path.join(HERE, "..", "cvs", "汪若禾_简历_2026.jpg"), quality=80)
